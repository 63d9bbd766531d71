import {
  DEFAULT_PLATFORM_STATS,
  FAQS,
  HOME_HIGHLIGHT_TABS,
  HOME_SECTIONS,
  HOME_STEP_GUIDE,
  CAREERS_TEASER,
  LENDING_PARTNERS,
  NEWS_ITEMS,
  PRODUCT_TILES,
  TESTIMONIALS,
} from '@rinn/content';
import { CAROUSEL, PAGE_SIZES } from '@rinn/rules';
import { formatDate, formatIndianNumber, formatLakhCrore, formatThousandsPlus } from '@rinn/format';
import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { CALCULATOR_LINKS, PRODUCT_LINKS } from '../components/site-nav.ts';
import { FaqAccordion } from '../content/FaqAccordion.tsx';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { PaginatedList } from '../resources/PaginatedList.tsx';
import { Carousel, DESKTOP_QUERY } from '../widgets/Carousel.tsx';
import { VideoTeaser } from '../widgets/VideoTeaser.tsx';

/**
 * The home page's sections from @rinn/content. Platform stats are the content's defaults (§8: the
 * page falls back to them when the stats call fails; the live call is not wired yet).
 *
 * @returns section headings and the data each section shows
 */
export function loader() {
  const heading = (id: string) => HOME_SECTIONS.find((section) => section.id === id);
  return {
    hero: heading('hero'),
    headings: Object.fromEntries(HOME_SECTIONS.map((section) => [section.id, section.heading])) as Readonly<Record<string, string>>,
    creditScore: heading('credit-score'),
    tiles: PRODUCT_TILES,
    stats: DEFAULT_PLATFORM_STATS,
    highlights: HOME_HIGHLIGHT_TABS,
    steps: HOME_STEP_GUIDE,
    partners: LENDING_PARTNERS.map((partner) => partner.imgAlt),
    testimonials: TESTIMONIALS,
    news: NEWS_ITEMS.map(({ url, name, content }) => ({ url, name, content })),
    careers: CAREERS_TEASER,
    faq: { title: FAQS['personal-loan'].title, items: FAQS['personal-loan'].items },
  };
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.homeTitle, description: text.homeDescription, pathname: location.pathname });
};

/** Home: hero, loan tiles, trust statistics, highlights, steps, credit score, partners, testimonials, FAQ. */
export default function HomeRoute() {
  const data = useLoaderData<typeof loader>();
  const { language, strings, text } = useLanguage();
  // The sections' texts exist in English only; on /hi they keep lang="en".
  const contentLang = language === 'en' ? undefined : 'en';
  const stats = [
    { value: formatThousandsPlus(data.stats.total_customer, { locale: language }), label: text.statCustomers },
    { value: `₹${formatLakhCrore(data.stats.total_applied_amount, { locale: language })}`, label: text.statAppliedAmount },
    { value: formatThousandsPlus(data.stats.total_channel_partner, { locale: language }), label: text.statPartners },
    { value: formatIndianNumber(data.stats.total_launch_cities, { locale: language }), label: text.statCities },
  ];
  return (
    <>
      <section className="hero">
        <h1>{language === 'en' && data.hero ? data.hero.heading : text.homeHeading}</h1>
        <p>{language === 'en' && data.hero?.subheading ? data.hero.subheading : text.homeIntro}</p>
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
                  {strings[link.label]}
                </Link>
              </li>
            ))}
            {data.tiles
              .filter((tile) => !PRODUCT_LINKS.some((link) => link.path === tile.href))
              .map((tile) => (
                <li key={tile.href} lang={contentLang}>
                  <Link className="tile" to={tile.href}>
                    {tile.text}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
        <section aria-labelledby="home-calculators">
          <h2 id="home-calculators">{strings.navCalculators}</h2>
          <ul className="tile-grid">
            {CALCULATOR_LINKS.map((link) => (
              <li key={link.path}>
                <Link className="tile" to={localizedPath(link.path, language)}>
                  {text[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-stats">
          <h2 id="home-stats" lang={contentLang}>
            {data.headings['trust-stats']}
          </h2>
          <dl className="stats">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div lang={contentLang}>
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
              <Link className="button" to="/cibil-score">
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
              slides={data.partners.map((name) => ({ key: name, content: <p className="partner-card">{name}</p> }))}
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
                      {testimonial.name} · {testimonial.loanType} · <time dateTime={testimonial.date}>{formatDate(testimonial.date)}</time>
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
                    <Link to={item.url}>{item.name}</Link>
                  </h3>
                  <p>{item.content}</p>
                </article>
              )}
              pageSizes={PAGE_SIZES.mediaAndNews}
              desktopQuery={DESKTOP_QUERY}
            />
          </section>
          <section aria-labelledby="home-careers" className="card">
            <h2 id="home-careers">{data.careers.title}</h2>
            <p>{data.careers.description}</p>
            <VideoTeaser videoUrl={data.careers.videoUrl} posterUrl={data.careers.posterUrl} title={data.careers.title} />
          </section>
          <section aria-labelledby="home-faq" className="faq">
            <h2 id="home-faq">{data.headings['faq']}</h2>
            <FaqAccordion title={data.faq.title} items={data.faq.items} kind="homeSections" />
            <p>
              <Link to="/resources/faq">{strings.viewAll}</Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
