import {
  DEFAULT_PLATFORM_STATS,
  FAQS,
  FAQS_HI,
  GRIEVANCE_OFFICER,
  HOME_HIGHLIGHT_TABS,
  HOME_HIGHLIGHT_TABS_HI,
  HOME_SECTIONS,
  HOME_SECTIONS_HI,
  HOME_STEP_GUIDE,
  HOME_STEP_GUIDE_HI,
  LENDING_PARTNERS,
  LOAN_TYPES,
  NEWS_ITEMS,
  NEWS_ITEMS_HI,
  PRODUCT_JOURNEYS,
  PRODUCT_TILES,
  PRODUCT_TILES_HI,
  TESTIMONIALS,
  TESTIMONIALS_HI,
} from '@rinn/content';
import { CAROUSEL, PAGE_SIZES } from '@rinn/rules';
import { formatDate, formatIndianNumber, formatLakhCrore, formatThousandsPlus } from '@rinn/format';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import { CALCULATOR_LINKS, PRODUCT_LINKS } from '../components/site-nav.ts';
import { PageIcon } from '../components/PageIcon.tsx';
import { FaqAccordion } from '../content/FaqAccordion.tsx';
import { useLivePlatformStats } from '../content/use-live-platform-stats.ts';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { PaginatedList } from '../resources/PaginatedList.tsx';
import { Carousel, DESKTOP_QUERY } from '../widgets/Carousel.tsx';
import { LenderLogo } from '../components/LenderLogo.tsx';
import { productJourneyPath } from '../journey/journey-path.ts';
import { BadgeCheck, Scale } from 'lucide-react';

const PERSONAL_LOAN = (() => {
  const loanType = LOAN_TYPES.find((candidate) => candidate.slug === 'personal-loan');
  if (loanType === undefined) throw new Error('LOAN_TYPES has no personal loan');
  return loanType;
})();

// The home page's content in each language, with the same sections and items.
const HOME_CONTENT = {
  en: { sections: HOME_SECTIONS, tiles: PRODUCT_TILES, highlights: HOME_HIGHLIGHT_TABS, steps: HOME_STEP_GUIDE, testimonials: TESTIMONIALS, news: NEWS_ITEMS, faqs: FAQS },
  hi: { sections: HOME_SECTIONS_HI, tiles: PRODUCT_TILES_HI, highlights: HOME_HIGHLIGHT_TABS_HI, steps: HOME_STEP_GUIDE_HI, testimonials: TESTIMONIALS_HI, news: NEWS_ITEMS_HI, faqs: FAQS_HI },
} as const;

/**
 * The home page's sections from @rinn/content, in the page's language. Platform stats are painted
 * with the content's figures, then the live ones once the page is interactive (§8: the painted
 * ones stay when the stats call fails).
 *
 * @param args - the loader's request
 * @returns section headings and the data each section shows
 */
export function loader({ request }: LoaderFunctionArgs) {
  const content = HOME_CONTENT[contentRequest(request).language];
  const heading = (id: string) => content.sections.find((section) => section.id === id);
  return {
    hero: heading('hero'),
    headings: Object.fromEntries(content.sections.map((section) => [section.id, section.heading])) as Readonly<Record<string, string>>,
    creditScore: heading('credit-score'),
    tiles: content.tiles,
    stats: DEFAULT_PLATFORM_STATS,
    highlights: content.highlights,
    steps: content.steps,
    partners: LENDING_PARTNERS.map((partner) => partner.imgAlt),
    testimonials: content.testimonials,
    news: content.news.map(({ url, name, content: text }) => ({ url, name, content: text })),
    // The hero's Check your offer starts the personal-loan journey, as the personal-loan page's does (CONTENT-016, STEP-004).
    journeyPath: productJourneyPath(PRODUCT_JOURNEYS[PERSONAL_LOAN.id], PERSONAL_LOAN.slug),
    grievance: { name: GRIEVANCE_OFFICER.name, email: GRIEVANCE_OFFICER.email, phone: GRIEVANCE_OFFICER.phone, days: GRIEVANCE_OFFICER.responseWithinDays },
    faq: { title: content.faqs['personal-loan'].title, items: content.faqs['personal-loan'].items },
  };
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.homeTitle, description: text.homeDescription, pathname: location.pathname });
};

/** Home: hero with its two actions, loan tiles, trust signals (RBI-registered partners, grievance officer), trust statistics, highlights, steps, credit score, partners, testimonials, FAQ. */
export default function HomeRoute() {
  const data = useLoaderData<typeof loader>();
  const { language, strings, text } = useLanguage();
  const live = useLivePlatformStats(data.stats);
  const stats = [
    { value: formatThousandsPlus(live.total_customer, { locale: language }), label: text.statCustomers },
    { value: `₹${formatLakhCrore(live.total_applied_amount, { locale: language })}`, label: text.statAppliedAmount },
    { value: formatThousandsPlus(live.total_channel_partner, { locale: language }), label: text.statPartners },
    { value: formatIndianNumber(live.total_launch_cities, { locale: language }), label: text.statCities },
  ];
  return (
    <>
      <section className="hero">
        <h1>{data.hero ? data.hero.heading : text.homeHeading}</h1>
        <p>{data.hero?.subheading ?? text.homeIntro}</p>
        <p className="hero__actions">
          <Link className="button button--light" to={localizedPath(data.journeyPath, language)}>
            {strings.checkYourOffer}
          </Link>
          <Link className="button button--outline-light" to={localizedPath('/emi-calculator', language)}>
            <PageIcon path="/emi-calculator" />
            {text.heroCalculateEmi}
          </Link>
        </p>
        <p className="hero__rating">
          <span aria-hidden="true">★ </span>
          {strings.rating}
        </p>
      </section>
      <div className="page">
        <section aria-labelledby="home-products">
          <h2 id="home-products">{text.loanProducts}</h2>
          <ul className="tile-grid">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.path}>
                <Link className="tile" to={localizedPath(link.path, language)}>
                  <PageIcon path={link.path} className="tile__icon" />
                  {strings[link.label]}
                </Link>
              </li>
            ))}
            {data.tiles
              .filter((tile) => !PRODUCT_LINKS.some((link) => link.path === tile.href))
              .map((tile) => (
                <li key={tile.href}>
                  <Link className="tile" to={localizedPath(tile.href, language)}>
                    <PageIcon path={tile.href} className="tile__icon" />
                    {tile.text}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
        <section aria-labelledby="home-trust" className="trust">
          <h2 id="home-trust">{text.trustHeading}</h2>
          <div className="trust__grid">
            <div className="card trust__card">
              <h3>
                <BadgeCheck className="icon trust__icon" aria-hidden="true" focusable="false" />
                {text.trustRbiPartners}
              </h3>
              <p>{text.trustRbiPartnersText}</p>
              <ul className="logo-strip">
                {data.partners.map((name) => (
                  <li key={name}>
                    <LenderLogo lender={name} size="sm" />
                  </li>
                ))}
              </ul>
            </div>
            <div className="card trust__card">
              <h3>
                <Scale className="icon trust__icon" aria-hidden="true" focusable="false" />
                {text.trustGrievance}
              </h3>
              <p>{text.trustGrievanceText.replace('{days}', formatIndianNumber(data.grievance.days, { locale: language }))}</p>
              <p className="trust__officer">
                <strong>{data.grievance.name}</strong>
                <br />
                <a href={`mailto:${data.grievance.email}`}>{data.grievance.email}</a>
                <br />
                <a href={`tel:${data.grievance.phone.replace(/\s+/g, '')}`}>{data.grievance.phone}</a>
              </p>
            </div>
          </div>
        </section>
        <section aria-labelledby="home-calculators">
          <h2 id="home-calculators">{strings.navCalculators}</h2>
          <ul className="tile-grid">
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.path}>
                <Link className="tile" to={localizedPath(link.path, language)}>
                  <PageIcon path={link.path} className="tile__icon" />
                  {text[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-stats">
          <h2 id="home-stats">
            {data.headings['trust-stats']}
          </h2>
          <dl className="stats" data-testid="platform-stats">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          <section aria-labelledby="home-highlights">
            <h2 id="home-highlights">{data.headings['highlights']}</h2>
            <ul className="card-grid">
              {data.highlights.map((highlight) => (
                <li key={highlight.id} className="card">
                  <h3>{highlight.title}</h3>
                  <ul>
                    {highlight.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="home-steps">
            <h2 id="home-steps">{data.steps.title}</h2>
            <ol className="steps">
              {data.steps.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
          {data.creditScore && (
            <section aria-labelledby="home-credit-score" className="card">
              <h2 id="home-credit-score">{data.creditScore.heading}</h2>
              {data.creditScore.subheading && <p>{data.creditScore.subheading}</p>}
              <Link className="button" to={localizedPath('/cibil-score', language)}>
                {strings.freeCreditScore}
              </Link>
            </section>
          )}
          <section aria-labelledby="home-partners">
            <h2 id="home-partners">{data.headings['lending-partners']}</h2>
            <Carousel
              label={data.headings['lending-partners'] ?? ''}
              visibleCounts={{ desktop: CAROUSEL.lendingPartners.desktopVisible, mobile: CAROUSEL.lendingPartners.mobileVisible }}
              intervalMs={CAROUSEL.lendingPartners.mobileAutoSlideMs}
              slides={data.partners.map((name) => ({
                key: name,
                content: (
                  <p className="partner-card">
                    <LenderLogo lender={name} />
                  </p>
                ),
              }))}
            />
          </section>
          <section aria-labelledby="home-testimonials">
            <h2 id="home-testimonials">{data.headings['testimonials']}</h2>
            <Carousel
              label={data.headings['testimonials'] ?? ''}
              visibleCounts={{ desktop: CAROUSEL.ratingAndNews.desktopVisible, mobile: CAROUSEL.ratingAndNews.mobileVisible }}
              slides={data.testimonials.map((testimonial) => ({
                key: testimonial.name,
                content: (
                  <figure className="card testimonial">
                    <blockquote>
                      <p>“{testimonial.content}”</p>
                    </blockquote>
                    <figcaption className="fine-print">
                      {testimonial.name} · {testimonial.loanType} · <time dateTime={testimonial.date}>{formatDate(testimonial.date, { locale: language })}</time>
                    </figcaption>
                  </figure>
                ),
              }))}
            />
          </section>
          <section aria-labelledby="home-news">
            <h2 id="home-news">{data.headings['media-news']}</h2>
            <PaginatedList
              label={data.headings['media-news'] ?? ''}
              items={data.news}
              itemKey={(item) => item.url}
              renderItem={(item) => (
                <article className="card news-card">
                  <h3>
                    <Link to={localizedPath(item.url, language)}>{item.name}</Link>
                  </h3>
                  <p>{item.content}</p>
                </article>
              )}
              pageSizes={PAGE_SIZES.mediaAndNews}
              desktopQuery={DESKTOP_QUERY}
            />
          </section>
          <section aria-labelledby="home-faq" className="faq">
            <h2 id="home-faq">{data.headings['faq']}</h2>
            <FaqAccordion title={data.faq.title} items={data.faq.items} kind="homeSections" />
            <p>
              <Link to={localizedPath('/resources/faq', language)}>{strings.viewAll}</Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
