import { BANK_PAGE_KINDS, BANK_PAGES, BANK_PAGES_HI, bankPagePath } from '@rinn/content';
import { formatIndianNumber, formatRupees } from '@rinn/format';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LazyPersonalLoanCalculator } from '../calculators/LazyPersonalLoanCalculator.tsx';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';

/**
 * One of a bank's three personal-loan pages (spec §2: /{bank}-personal-loan, its interest-rate
 * page and its EMI-calculator page).
 *
 * @param args - the loader's request
 * @returns the bank, which of its pages this is, and the paths of all three
 * @throws a 404 response for a path that is no bank page
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  for (const bank of language === 'hi' ? BANK_PAGES_HI : BANK_PAGES) {
    const kind = BANK_PAGE_KINDS.find((candidate) => bankPagePath(bank.slug, candidate) === path);
    if (kind !== undefined) {
      const siblings = BANK_PAGE_KINDS.map((sibling) => ({ kind: sibling, path: bankPagePath(bank.slug, sibling) }));
      const loanPagePath = bankPagePath(bank.slug, 'loan');
      const current = kind === 'interest-rate' ? bank.interestRatePage : kind === 'emi-calculator' ? bank.emiCalculatorPage : bank.loanPage;
      const trail =
        path === loanPagePath
          ? breadcrumbTrail(language, { name: bank.loanPage.heading, path: localizedPath(path, language) })
          : breadcrumbTrail(
              language,
              { name: bank.loanPage.heading, path: localizedPath(loanPagePath, language) },
              { name: current.heading, path: localizedPath(path, language) },
            );
      return { bank, kind, siblings, trail };
    }
  }
  throw notFound();
}

function headingOf(data: ReturnType<typeof loader>): { readonly heading: string; readonly intro: string } {
  const { bank, kind } = data;
  if (kind === 'interest-rate') return bank.interestRatePage;
  if (kind === 'emi-calculator') return bank.emiCalculatorPage;
  return bank.loanPage;
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  if (!data) return [];
  const { heading, intro } = headingOf(data);
  return [...pageMeta({ title: heading, description: intro.length > 160 ? `${intro.slice(0, 157)}…` : intro, pathname: location.pathname }), breadcrumbJsonLd(data.trail)];
};

/** A bank's pages are islands pages (decision 0021): the EMI-calculator page's calculator is an island. */
export const handle = ISLANDS;

/** A bank's personal loan, interest-rate or EMI-calculator page. */
export default function BankPageRoute() {
  const data = useLoaderData<typeof loader>();
  const { bank, kind, siblings } = data;
  const { heading, intro } = headingOf(data);
  const { language, strings } = useLanguage();
  const copy = webStrings(language);
  const rate = `${formatIndianNumber(bank.rate.minPercent, { maximumFractionDigits: 2 })}% – ${formatIndianNumber(bank.rate.maxPercent, { maximumFractionDigits: 2 })}%`;
  return (
    <article className="page page--narrow prose">
      <Breadcrumbs trail={data.trail} />
      <h1>{heading}</h1>
      <p className="page__lead">{intro}</p>
      <dl className="fact-list card">
        <div>
          <dt>{copy.interestRateRange}</dt>
          <dd>{rate}</dd>
        </div>
        <div>
          <dt>{copy.processingFee}</dt>
          <dd>{bank.rate.processingFee}</dd>
        </div>
      </dl>
      <p className="fine-print">
        {bank.rate.source} · {bank.rate.asOf}. {strings.lenderDisclaimer}
      </p>
      {kind === 'loan' && (
        <ul>
          {bank.loanPage.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {kind === 'interest-rate' && (
        <ul>
          {bank.interestRatePage.factors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      )}
      {kind === 'emi-calculator' && (
        // The page is there for it: it hydrates with the page.
        <Island
          name="personal-loan-calculator"
          component={LazyPersonalLoanCalculator}
          props={{
            start: { amount: bank.emiCalculatorPage.example.principal, duration: Math.round(bank.emiCalculatorPage.example.months / 12), ratePercent: bank.rate.minPercent },
            csvFileName: `${bank.slug}-personal-loan-schedule.csv`,
          }}
        />
      )}
      {kind === 'emi-calculator' && (
        <p className="card">
          {formatRupees(bank.emiCalculatorPage.example.principal)} · {bank.emiCalculatorPage.example.months} {strings.months} ·{' '}
          {formatIndianNumber(bank.emiCalculatorPage.example.annualRatePercent, { maximumFractionDigits: 2 })}% → {strings.monthlyEmi}{' '}
          <strong>{formatRupees(bank.emiCalculatorPage.example.emi)}</strong>
        </p>
      )}
      <nav aria-labelledby="bank-pages">
        <h2 id="bank-pages">{bank.name}</h2>
        <ul>
          {siblings.map((sibling) => (
            <li key={sibling.kind}>
              <Link to={localizedPath(sibling.path, language)} aria-current={sibling.kind === kind ? 'page' : undefined}>
                {copy[sibling.kind === 'loan' ? 'bankLoanPage' : sibling.kind === 'interest-rate' ? 'bankRatePage' : 'bankEmiPage']}
              </Link>
            </li>
          ))}
          <li>
            <Link to={localizedPath('/personal-loan', language)}>{strings.navPersonalLoan}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
