import { formatDate, formatIndianNumber } from '@rinn/format';
import { cardView, dashboardScoreBand, journeyStartPath, type ApplicationCard, type CardStatus, type DashboardScoreBand } from '@rinn/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, type UiStrings } from '../i18n/language.ts';
import type { WebStringKey } from '../i18n/web-strings.ts';
import { greetingText, WELCOME_ATTRIBUTE, type GreetedName } from './stored-greeting.ts';

/** What the dashboard shows, as the application call returns it and the session stores it. */
export interface DashboardData {
  readonly user: GreetedName;
  /** The signed-in mobile, passed on when an application is resumed (§3 Journey start userMobile). */
  readonly mobile?: string;
  readonly creditScore: { readonly creditScore: number; readonly isScoreExpire: boolean } | null;
  readonly applications: readonly (ApplicationCard & { readonly productName: string })[];
}

/** The band's name in the page language (the labels of @rinn/rules are §4's English). */
const BAND_LABEL: Readonly<Record<DashboardScoreBand['id'], WebStringKey>> = {
  'below-average': 'scoreBandBelowAverage',
  fair: 'scoreBandFair',
  good: 'scoreBandGood',
  'very-good': 'scoreBandVeryGood',
};

const STATUS_LABEL: Readonly<Record<CardStatus, 'statusCancelled' | 'statusDisbursed' | 'statusInProgress'>> = {
  cancel: 'statusCancelled',
  'loan-disbursed': 'statusDisbursed',
  'in-progress': 'statusInProgress',
};

function ApplicationCardView({
  card,
  now,
  mobile,
  strings,
  vehicleBox,
}: {
  readonly card: DashboardData['applications'][number];
  readonly now: Date;
  readonly mobile: string | undefined;
  readonly strings: UiStrings;
  readonly vehicleBox: ReactNode;
}) {
  const { language } = useLanguage();
  const view = cardView(card, now);
  return (
    <li className={`card application-card application-card--${view.status}`}>
      <div className="application-card__head">
        <h3>{card.productName}</h3>
        <span className="application-card__status">{strings[STATUS_LABEL[view.status]]}</span>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{strings.referenceNumber}</dt>
          <dd>{view.reference}</dd>
        </div>
        <div>
          <dt>{strings.appliedOn}</dt>
          <dd>{formatDate(view.appliedOn, { locale: language })}</dd>
        </div>
        <div>
          <dt>{strings.lastActivity}</dt>
          <dd>
            {formatIndianNumber(view.lastActivityHours, { locale: language })} {strings.hoursSuffix}
          </dd>
        </div>
      </dl>
      {view.stages.length > 0 && (
        <ol className="application-card__stages">
          {view.stages.map((stage) => (
            <li key={stage.stage} className={stage.isComplete ? 'is-complete' : undefined}>
              {stage.stage}
            </li>
          ))}
        </ol>
      )}
      {view.refinanceMessage && <p>{view.refinanceMessage}</p>}
      {vehicleBox}
      <div className="application-card__actions">
        {view.detailsPath && <Link to={view.detailsPath}>{strings.viewDetails}</Link>}
        {view.resume && (
          // §4 resume rules (vendor, product, formSource, back target) are in cardView; the link is journeyStartPath's.
          <Link className="button" to={journeyStartPath({ ...view.resume, ...(mobile === undefined ? {} : { userMobile: mobile }) })}>
            {strings.resumeApplication}
          </Link>
        )}
        {view.optOut.kind === 'opted-out' && (
          <button type="button" className="button button--secondary" disabled>
            {strings.optedOut}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The dashboard's greeting with the name and its lead line (spec §2). Until the session is known
 * the heading says 'My Account'; the pre-rendered page paints the stored customer's greeting into
 * it before any module loads (DASH-GREET-001), so React keeps whatever text the heading has when it
 * hydrates, and writes the same greeting once the session is signed in.
 *
 * @param props - the signed-in customer's name parts, or null while the session loads
 * @returns the heading and the lead line
 */
export function DashboardGreeting({ user }: { readonly user: GreetedName | null }) {
  const { strings } = useLanguage();
  const attributes = { [WELCOME_ATTRIBUTE]: strings.welcome };
  return (
    <>
      <h1 {...attributes} suppressHydrationWarning>
        {user === null ? strings.myAccount : greetingText(strings.welcome, user)}
      </h1>
      <p className="page__lead">{strings.dashboardSubtitle}</p>
    </>
  );
}

/**
 * The My Account page around whatever the dashboard shows: the greeting, then the content. One
 * component for every state, so the heading is never re-created (and never re-painted) as the
 * session and the applications arrive.
 *
 * @param props - the name for the greeting (null while the session loads) and the content
 * @returns the page
 */
export function DashboardPage({ user, children }: { readonly user: GreetedName | null; readonly children?: ReactNode }) {
  return (
    <div className="page dashboard">
      <DashboardGreeting user={user} />
      {children}
    </div>
  );
}

/** What {@link DashboardContent} is given. */
export interface DashboardContentProps {
  readonly data: DashboardData;
  readonly now: Date;
  /** The vehicle details box of a card (it fetches from the server, so the route supplies it). */
  readonly renderVehicleBox?: (card: DashboardData['applications'][number]) => ReactNode;
}

/**
 * The dashboard below the greeting (spec §2): the credit score with its band (DASH bands of
 * @rinn/rules) and one card per application as `cardView` describes it.
 *
 * @param props - the data and the current time (passed in so the view stays pure)
 * @returns the score and the application cards
 */
export function DashboardContent({ data, now, renderVehicleBox }: DashboardContentProps) {
  const { strings, text } = useLanguage();
  const band = data.creditScore ? dashboardScoreBand(data.creditScore.creditScore) : null;
  return (
    <>
      {data.creditScore && band && (
        <section className="card credit-score" aria-labelledby="credit-score">
          <h2 id="credit-score">{strings.navCreditScore}</h2>
          <p className="credit-score__value">
            <strong data-testid="credit-score">{data.creditScore.creditScore}</strong> <span data-testid="score-band">{text[BAND_LABEL[band.id]]}</span>
          </p>
          <Link to="/cibil-score">{strings.navCreditScore}</Link>
        </section>
      )}
      <section aria-labelledby="applications">
        <h2 id="applications" className="visually-hidden">
          {text.yourApplications}
        </h2>
        {data.applications.length === 0 ? (
          <p>{strings.noItemsToDisplay}</p>
        ) : (
          <ul className="application-list">
            {data.applications.map((card) => (
              <ApplicationCardView
                key={String(card.id ?? card.loanId)}
                card={card}
                now={now}
                mobile={data.mobile}
                strings={strings}
                vehicleBox={renderVehicleBox?.(card) ?? null}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
