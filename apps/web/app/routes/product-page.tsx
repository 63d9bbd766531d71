import {
  citiesOf,
  CITY_PAGE_PRODUCTS,
  LOAN_TYPES,
  PERSONAL_LOAN_RATES_FROM_PERCENT,
  PRODUCT_JOURNEYS,
  PRODUCT_PAGES_EN,
  PRODUCT_PAGES_HI,
  UI_STRINGS,
  type PointGroup,
} from '@rinn/content';
import { formatIndianNumber, formatRupees } from '@rinn/format';
import { cityPagePath, LOAN_PRODUCTS } from '@rinn/rules';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LazyPersonalLoanCalculator } from '../calculators/LazyPersonalLoanCalculator.tsx';
import { FaqAccordion } from '../content/FaqAccordion.tsx';
import { HighlightCards } from '../content/HighlightCards.tsx';
import { StepList } from '../content/StepList.tsx';
import { TitledSection } from '../content/TitledSection.tsx';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { Island } from '../islands/island.tsx';
import { productJourneyPath } from '../journey/journey-input.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { PRODUCT_LINKS } from '../components/site-nav.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';
import { CityModal } from '../widgets/CityModal.tsx';
import { RefinanceCard } from '../resources/RefinanceCard.tsx';

/**
 * The product page of a loan type in the page's language.
 *
 * @param args - the loader's request
 * @returns the page content and the calculator that goes with the product, if any
 * @throws a 404 response for a path that is no loan type
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const loanType = LOAN_TYPES.find((candidate) => `/${candidate.slug}` === path);
  if (loanType === undefined) throw notFound();
  const page = (language === 'hi' ? PRODUCT_PAGES_HI : PRODUCT_PAGES_EN)[loanType.id];
  const calculatorRoute = LOAN_PRODUCTS.find((product) => product.slug === loanType.slug)?.calculatorRoute ?? null;
  const navLabel = PRODUCT_LINKS.find((link) => link.path === path)?.label;
  const trail = breadcrumbTrail(language, { name: navLabel ? UI_STRINGS[language][navLabel] : page.banner.heading, path: localizedPath(path, language) });
  // Products with city pages list them in the 'Locations' modal (§2).
  const cityProduct = CITY_PAGE_PRODUCTS.find((product) => product === loanType.slug);
  const cities = cityProduct ? citiesOf(cityProduct, language).map((city) => ({ name: city.name, href: localizedPath(cityPagePath(cityProduct, city.slug), language) })) : [];
  // 'Check your offer' starts the loan journey with the page's ids (CONTENT-016) and its own loan type (STEP-004).
  const journeyPath = productJourneyPath(PRODUCT_JOURNEYS[loanType.id], loanType.slug);
  // The refinance page floats its eligibility card past the scroll threshold (§2 Refinance, REFICARD-001).
  return { page, calculatorRoute, trail, cities, journeyPath, refinanceCard: loanType.id === 'refinance' };
}

/** A product page hydrates its city picker, FAQ, calculator and refinance card as islands, and nothing else (decision 0021). */
export const handle = ISLANDS;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

function PointGroups({ groups }: { readonly groups: readonly PointGroup[] }) {
  return (
    <div className="point-groups">
      {groups.map((group) => (
        <div key={`${group.applicant}-${group.title}`} className="card">
          <h3>{group.title}</h3>
          <ul>
            {group.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** /{product}: banner, benefits, eligibility, documents, formula, rates, steps, highlights and FAQ. */
export default function ProductPageRoute() {
  const { page, calculatorRoute, trail, cities, journeyPath, refinanceCard } = useLoaderData<typeof loader>();
  const { language, strings } = useLanguage();
  // Section titles follow the content's language, which is English where no Hindi page exists.
  const copy = webStrings(page.lang);
  const rupees = (amount: number): string => formatRupees(amount, { locale: page.lang });
  return (
    <article lang={page.lang === language ? undefined : page.lang}>
      <Breadcrumbs trail={trail} />
      <section className="hero">
        <h1>{page.banner.heading}</h1>
        <p>{page.banner.subheading}</p>
        {page.banner.badges.length > 0 && (
          <ul className="badges">
            {page.banner.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        )}
        <Link className="button button--light" to={localizedPath(journeyPath, language)}>
          {page.banner.ctaText}
        </Link>
      </section>
      <div className="page">
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="visually-hidden">
            {page.banner.heading}
          </h2>
          <ul className="card-grid">
            {page.benefits.map((benefit) => (
              <li key={benefit.title} className="card">
                <h3>{benefit.title}</h3>
                <p>{benefit.description}</p>
              </li>
            ))}
          </ul>
        </section>
        {cities.length > 0 && (
          <section aria-labelledby="product-locations" lang={language}>
            <h2 id="product-locations">{strings.locations}</h2>
            <Island name="city-modal" component={CityModal} props={{ cities }} />
          </section>
        )}
        <TitledSection id="eligibility" heading={copy.eligibility}>
          <PointGroups groups={page.eligibility} />
        </TitledSection>
        <TitledSection id="documents" heading={copy.documentsRequired}>
          <PointGroups groups={page.documents} />
          {page.slug === 'new-car-loan' && (
            <p>
              <Link className="button" to={localizedPath('/two-wheeler-calculator', language)}>
                {strings.calculateEmiNow}
              </Link>
            </p>
          )}
        </TitledSection>
        {page.formula && (
          <TitledSection id="formula" heading={page.formula.title} className="card">
            <p className="formula">
              <code>{page.formula.formula}</code>
            </p>
            <ul>
              {page.formula.legend.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              {page.formula.example.text} ({rupees(page.formula.example.principal)}, {formatIndianNumber(page.formula.example.annualRatePercent, { locale: page.lang })}%,{' '}
              {page.formula.example.years} → <strong>{rupees(page.formula.example.emi)}</strong>)
            </p>
          </TitledSection>
        )}
        {page.rates && (
          <TitledSection id="rates" heading={page.rates.caption}>
            <div className="table-scroll" role="region" aria-labelledby="rates" tabIndex={0}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{copy.bank}</th>
                    <th scope="col">{strings.interestRate}</th>
                    <th scope="col">{copy.processingFee}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.rates.rows.map((row) => (
                    <tr key={row.bankname}>
                      <th scope="row">{row.bankname}</th>
                      <td>{row.interest}</td>
                      <td>{row.pf}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="fine-print">
              {page.rates.source} · {page.rates.asOf}. {strings.lenderDisclaimer}
            </p>
          </TitledSection>
        )}
        {page.slug === 'personal-loan' && (
          // Opens at the "rates from" of the table above (CONTENT-017), so the two always agree.
          // Its 11 kB load as the visitor scrolls towards it, not with the page (ISLAND-005).
          <Island
            name="personal-loan-calculator"
            whenNear
            component={LazyPersonalLoanCalculator}
            props={{ start: { amount: 100_000, duration: 5, ratePercent: PERSONAL_LOAN_RATES_FROM_PERCENT }, csvFileName: 'personal-loan-schedule.csv' }}
          />
        )}
        <TitledSection id="steps" heading={copy.howToApply}>
          <StepList steps={page.steps} />
        </TitledSection>
        <TitledSection id="highlights" heading={copy.highlights}>
          <HighlightCards highlights={page.highlights} />
        </TitledSection>
        <TitledSection id="faq" heading={strings.navFaq} className="faq">
          <Island name="faq-accordion" component={FaqAccordion} props={{ title: strings.navFaq, items: page.faqs, kind: 'default' }} />
          <p>
            <Link to={localizedPath('/resources/faq', language)}>{strings.viewAll}</Link>
          </p>
        </TitledSection>
        {(calculatorRoute || page.relatedLinks.length > 0) && (
          <nav aria-labelledby="related">
            <h2 id="related">{copy.related}</h2>
            <ul>
              {calculatorRoute && (
                <li>
                  <Link to={localizedPath(calculatorRoute, language)}>{strings.navCalculators}</Link>
                </li>
              )}
              {page.relatedLinks.map((link) => (
                <li key={link.href}>
                  <Link to={localizedPath(link.href, language)}>{link.text}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {refinanceCard && <Island name="refinance-card" component={RefinanceCard} props={{ journeyPath }} />}
    </article>
  );
}
