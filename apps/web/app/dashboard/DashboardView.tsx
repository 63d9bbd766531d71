import { formatDate, formatRelativeTime } from '@rinn/format';
import { cardMessageText, cardView, journeyStartPath, type ApplicationCard, type CardStatus, type ResumeTarget } from '@rinn/rules';
import { CONTACT_DETAILS } from '@rinn/content';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLanguage, type UiStrings } from '../i18n/language.ts';
import { scoreBandName } from '../i18n/score-band.ts';
import { loadFailureMessage } from '../session/signed-in-data.tsx';
import { productJourneyPath } from '../journey/journey-path.ts';
import { dashboardStrings, leadStatusWords, productWords } from './dashboard-strings.ts';
import { StageList } from './StageList.tsx';
import { greetingText, WELCOME_ATTRIBUTE, type GreetedName } from './stored-greeting.ts';
import { NoApplicationsIllustration } from '../components/Illustrations.tsx';
import { LoadingSkeleton, SkeletonLines } from '../components/LoadingSkeleton.tsx';

/** What the dashboard shows, as the application call returns it and the session stores it. */
export interface DashboardData {
  readonly user: GreetedName;
  /** The signed-in mobile, passed on when an application is resumed (§3 Journey start userMobile). */
  readonly mobile?: string;
  readonly creditScore: { readonly creditScore: number; readonly isScoreExpire: boolean } | null;
  readonly applications: readonly (ApplicationCard & { readonly productName: string })[];
}

const STATUS_LABEL: Readonly<Record<CardStatus, 'statusCancelled' | 'statusDisbursed' | 'statusInProgress'>> = {
  cancel: 'statusCancelled',
  'loan-disbursed': 'statusDisbursed',
  'in-progress': 'statusInProgress',
};

/**
 * The address of a card's Resume Application (CARD-015): the journey, which reopens a draft with
 * its own product, loan type and answers; or the application's detail page at its next step.
 */
function resumeHref(target: ResumeTarget, mobile: string | undefined): string {
  if (target.kind === 'next-step') return target.path;
  const start = { ...target.start, ...(mobile === undefined ? {} : { userMobile: mobile }) };
  return target.loanType === null ? journeyStartPath(start) : productJourneyPath(start, target.loanType);
}

const loadModalDialog = () => import('../widgets/ModalDialog.tsx');
// The Opt-out overlay, the one dialog of the page: its code and style load once the page is idle
// after the cards have rendered (or at the first press of an Opt-out), not with the page.
const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

/** Loads the dialog's code when the browser is next idle (at once where it cannot tell). */
function useDialogReadyWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      void loadModalDialog().catch(() => undefined);
      return;
    }
    const idle = window.requestIdleCallback(() => void loadModalDialog().catch(() => undefined));
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/** Withdraws consent on one application (POST consent/withdraw); rejects with the server's message. */
export type OptOut = (card: DashboardData['applications'][number]) => Promise<void>;

/**
 * The card's Opt-out (CARD-005): a control that opens an overlay with the revoke/delete message
 * and, when confirmed, withdraws the consent; the card then shows the disabled Opted-out label.
 */
function OptOutControl({ card, optOut, strings }: { readonly card: DashboardData['applications'][number]; readonly optOut: OptOut; readonly strings: UiStrings }) {
  const { language } = useLanguage();
  const copy = dashboardStrings(language);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [state, setState] = useState<{ readonly kind: 'closed' | 'open' | 'working' | 'done' } | { readonly kind: 'failed'; readonly message: string }>({ kind: 'closed' });
  // Rendered from the first opening on, so that closing it returns the focus (ModalDialog).
  const [dialogRendered, setDialogRendered] = useState(false);
  useDialogReadyWhenIdle();
  if (state.kind === 'done') {
    return (
      <button type="button" className="button button--secondary" disabled>
        {cardMessageText({ code: 'optedOut' }, language)}
      </button>
    );
  }
  const confirm = async (): Promise<void> => {
    setState({ kind: 'working' });
    try {
      await optOut(card);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: loadFailureMessage(copy.optOutFailed, error, language) });
    }
  };
  return (
    <>
      <button
        type="button"
        ref={opener}
        className="button button--secondary"
        onPointerDown={() => void loadModalDialog().catch(() => undefined)}
        onClick={() => {
          setDialogRendered(true);
          setState({ kind: 'open' });
        }}
      >
        {strings.optOut}
      </button>
      {dialogRendered && (
        <Suspense fallback={null}>
          <ModalDialog open={state.kind !== 'closed'} title={copy.optOutTitle} closeLabel={copy.optOutClose} onClose={() => setState({ kind: 'closed' })} returnFocusTo={opener.current}>
            <p data-testid="opt-out-message">{copy.optOutMessage.replace('{email}', CONTACT_DETAILS.supportEmail).replace('{phone}', CONTACT_DETAILS.supportPhone)}</p>
            {state.kind === 'failed' && (
              <p role="alert" className="field-error">
                {state.message}
              </p>
            )}
            <div className="application-card__actions">
              <button type="button" className="button" disabled={state.kind === 'working'} onClick={() => void confirm()}>
                {state.kind === 'working' ? copy.optOutWorking : copy.optOutConfirm}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setState({ kind: 'closed' })}>
                {copy.optOutCancel}
              </button>
            </div>
          </ModalDialog>
        </Suspense>
      )}
    </>
  );
}

function ApplicationCardView({
  card,
  now,
  mobile,
  strings,
  vehicleBox,
  optOut,
}: {
  readonly card: DashboardData['applications'][number];
  readonly now: Date;
  readonly mobile: string | undefined;
  readonly strings: UiStrings;
  readonly vehicleBox: ReactNode;
  readonly optOut: OptOut | undefined;
}) {
  const { language } = useLanguage();
  const copy = dashboardStrings(language);
  const view = cardView(card, now);
  const statusWords = leadStatusWords(copy, language, view.statusCode, view.leadStatus, strings[STATUS_LABEL[view.status]]);
  return (
    <li className={`card application-card application-card--${view.status}`} data-testid="application-card">
      <div className="application-card__head">
        <h3>{productWords(language, strings, card.product, card.productName)}</h3>
        <span className="application-card__status" data-testid="application-status">
          <span className="visually-hidden">{copy.status}: </span>
          {statusWords}
        </span>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{strings.referenceNumber}</dt>
          <dd data-testid="application-reference">{view.displayReference ?? copy.notSubmittedYet}</dd>
        </div>
        <div>
          <dt>{strings.appliedOn}</dt>
          <dd>{formatDate(view.appliedOn, { locale: language })}</dd>
        </div>
        <div>
          <dt>{strings.lastActivity}</dt>
          <dd data-testid="last-activity">
            <time dateTime={view.lastActivityAt}>{formatRelativeTime(view.lastActivityAt, now, { locale: language })}</time>
          </dd>
        </div>
      </dl>
      <StageList stages={view.stages} copy={copy} />
      {view.nextAction && (
        <p className="application-card__next" data-testid="next-step">
          <strong>{copy.nextStep}:</strong> {copy.nextAction[view.nextAction]}
        </p>
      )}
      {/* CARD-009 decides when; the page language's catalogue writes the words. */}
      {view.refinanceMessage && <p>{cardMessageText(view.refinanceMessage, language)}</p>}
      {vehicleBox}
      <div className="application-card__actions">
        {view.detailsPath && (
          // The details page's modules load once the link is in view, so a tap opens it at once.
          <Link to={localizedPath(view.detailsPath, language)} prefetch="viewport">
            {strings.viewDetails}
          </Link>
        )}
        {view.resume && (
          // Where Resume leads is CARD-015's (cardView); the journey link is journeyStartPath's.
          <Link className="button" to={localizedPath(resumeHref(view.resume, mobile), language)}>
            {strings.resumeApplication}
          </Link>
        )}
        {view.optOut.kind === 'opted-out' && (
          <button type="button" className="button button--secondary" disabled>
            {cardMessageText(view.optOut.label, language)}
          </button>
        )}
        {view.optOut.kind === 'available' && optOut && <OptOutControl card={card} optOut={optOut} strings={strings} />}
      </div>
    </li>
  );
}

/**
 * What the dashboard shows while the applications load: two cards' worth of placeholder, so the
 * page is never blank and does not jump when the cards arrive.
 *
 * @returns the placeholder list, announced as busy
 */
export function DashboardSkeleton() {
  const { language } = useLanguage();
  const copy = dashboardStrings(language);
  return (
    <LoadingSkeleton label={copy.loadingApplications} testId="dashboard-skeleton">
      <ul className="application-list">
        {[0, 1].map((index) => (
          <li key={index} className="card application-card skeleton-card">
            <SkeletonLines lines={2} />
          </li>
        ))}
      </ul>
    </LoadingSkeleton>
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
  /** Withdraws consent for a card's Opt-out (the route supplies the API call). */
  readonly optOut?: OptOut;
}

/**
 * The dashboard below the greeting (spec §2): the credit score with its band (DASH bands of
 * @rinn/rules) and one card per application as `cardView` describes it.
 *
 * @param props - the data and the current time (passed in so the view stays pure)
 * @returns the score and the application cards
 */
export function DashboardContent({ data, now, renderVehicleBox, optOut }: DashboardContentProps) {
  const { language, strings, text } = useLanguage();
  return (
    <>
      {data.creditScore && (
        <section className="card credit-score" aria-labelledby="credit-score">
          <h2 id="credit-score">{strings.navCreditScore}</h2>
          <p className="credit-score__value">
            <strong data-testid="credit-score">{data.creditScore.creditScore}</strong> <span data-testid="score-band">{scoreBandName(data.creditScore.creditScore, language)}</span>
          </p>
          <Link to="/cibil-score">{strings.navCreditScore}</Link>
        </section>
      )}
      <section aria-labelledby="applications">
        <h2 id="applications" className="visually-hidden">
          {text.yourApplications}
        </h2>
        {data.applications.length === 0 ? (
          <div className="empty-state">
            <NoApplicationsIllustration />
            <p>{strings.noItemsToDisplay}</p>
          </div>
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
                optOut={optOut}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
