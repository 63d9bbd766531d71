import type { FaqItem, HighlightTab, HomeSection, Link as TileLink, NewsItem, PlatformStats, StepGuide, Testimonial } from '@rinn/content';
import { CAROUSEL, PAGE_SIZES } from '@rinn/rules';
import { formatDate, formatIndianNumber, formatLakhCrore, formatThousandsPlus } from '@rinn/format';
import { BadgeCheck, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { LenderLogo } from '../components/LenderLogo.tsx';
import { PageIcon } from '../components/PageIcon.tsx';
import { CALCULATOR_LINKS, PRODUCT_LINKS } from '../components/site-nav.ts';
import { FaqAccordion } from '../content/FaqAccordion.tsx';
import { HighlightCards } from '../content/HighlightCards.tsx';
import { StepList } from '../content/StepList.tsx';
import { TitledSection } from '../content/TitledSection.tsx';
import { useLivePlatformStats } from '../content/use-live-platform-stats.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { PaginatedList } from '../resources/PaginatedList.tsx';
import { Carousel, DESKTOP_QUERY } from '../widgets/Carousel.tsx';

// The home page, one component per section. Each renders once while the page hydrates and then only
// when its own state changes: the live platform stats, when they arrive, render the stats alone, not
// the carousels and dates of the whole page again. React also yields to input between components,
// which one component for the whole page did not let it do.

/** The hero: heading, introduction, Check your offer (the personal-loan journey) and the EMI calculator. */
export function HomeHero({ hero, journeyPath }: { readonly hero: HomeSection | undefined; readonly journeyPath: string }) {
  const { language, strings, text } = useLanguage();
  return (
    <section className="hero">
      <h1>{hero ? hero.heading : text.homeHeading}</h1>
      <p>{hero?.subheading ?? text.homeIntro}</p>
      <p className="hero__actions">
        <Link className="button button--light" to={localizedPath(journeyPath, language)}>
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
  );
}

/** A tile linking to a page of the site, in the page's language, with the page's icon. */
function PageTile({ path, label }: { readonly path: string; readonly label: string }) {
  const { language } = useLanguage();
  return (
    <li>
      <Link className="tile" to={localizedPath(path, language)}>
        <PageIcon path={path} className="tile__icon" />
        {label}
      </Link>
    </li>
  );
}

/** The loan products: the site's product pages, then the content's other tiles. */
export function ProductTiles({ tiles }: { readonly tiles: readonly TileLink[] }) {
  const { strings, text } = useLanguage();
  return (
    <TitledSection id="home-products" heading={text.loanProducts}>
      <ul className="tile-grid">
        {PRODUCT_LINKS.map((link) => (
          <PageTile key={link.path} path={link.path} label={strings[link.label]} />
        ))}
        {tiles
          .filter((tile) => !PRODUCT_LINKS.some((link) => link.path === tile.href))
          .map((tile) => (
            <PageTile key={tile.href} path={tile.href} label={tile.text} />
          ))}
      </ul>
    </TitledSection>
  );
}

/** The grievance officer as the home page shows them. */
export interface GrievanceContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly days: number;
}

/** Trust signals: the RBI-registered partners' logos and the grievance officer. */
export function TrustSignals({ partners, grievance }: { readonly partners: readonly string[]; readonly grievance: GrievanceContact }) {
  const { language, text } = useLanguage();
  return (
    <TitledSection id="home-trust" heading={text.trustHeading} className="trust">
      <div className="trust__grid">
        <div className="card trust__card">
          <h3>
            <BadgeCheck className="icon trust__icon" aria-hidden="true" focusable="false" />
            {text.trustRbiPartners}
          </h3>
          <p>{text.trustRbiPartnersText}</p>
          <ul className="logo-strip">
            {partners.map((name) => (
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
          <p>{text.trustGrievanceText.replace('{days}', formatIndianNumber(grievance.days, { locale: language }))}</p>
          <p className="trust__officer">
            <strong>{grievance.name}</strong>
            <br />
            <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
            <br />
            <a href={`tel:${grievance.phone.replace(/\s+/g, '')}`}>{grievance.phone}</a>
          </p>
        </div>
      </div>
    </TitledSection>
  );
}

/** The calculators, as tiles. */
export function CalculatorTiles() {
  const { strings, text } = useLanguage();
  return (
    <TitledSection id="home-calculators" heading={strings.navCalculators}>
      <ul className="tile-grid">
        {CALCULATOR_LINKS.map((link) => (
          <PageTile key={link.path} path={link.path} label={text[link.label]} />
        ))}
      </ul>
    </TitledSection>
  );
}

/**
 * The platform's trust figures: painted with `painted`, then live once the page is interactive
 * (see {@link useLivePlatformStats}).
 */
export function PlatformFigures({ heading, painted }: { readonly heading: string | undefined; readonly painted: PlatformStats }) {
  const { language, text } = useLanguage();
  const live = useLivePlatformStats(painted);
  const stats = [
    { value: formatThousandsPlus(live.total_customer, { locale: language }), label: text.statCustomers },
    { value: `₹${formatLakhCrore(live.total_applied_amount, { locale: language })}`, label: text.statAppliedAmount },
    { value: formatThousandsPlus(live.total_channel_partner, { locale: language }), label: text.statPartners },
    { value: formatIndianNumber(live.total_launch_cities, { locale: language }), label: text.statCities },
  ];
  return (
    <TitledSection id="home-stats" heading={heading}>
      <dl className="stats" data-testid="platform-stats">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

/** The highlights, a card each. */
export function Highlights({ heading, highlights }: { readonly heading: string | undefined; readonly highlights: readonly HighlightTab[] }) {
  return (
    <TitledSection id="home-highlights" heading={heading}>
      <HighlightCards highlights={highlights} />
    </TitledSection>
  );
}

/** How to get a loan, step by step. */
export function StepGuideSection({ guide }: { readonly guide: StepGuide }) {
  return (
    <TitledSection id="home-steps" heading={guide.title}>
      <StepList steps={guide.steps} />
    </TitledSection>
  );
}

/** The free credit score check's call to action. */
export function CreditScoreCallout({ section }: { readonly section: HomeSection }) {
  const { language, strings } = useLanguage();
  return (
    <TitledSection id="home-credit-score" heading={section.heading} className="card">
      {section.subheading && <p>{section.subheading}</p>}
      <Link className="button" to={localizedPath('/cibil-score', language)}>
        {strings.freeCreditScore}
      </Link>
    </TitledSection>
  );
}

/** The lending partners' logos, in a carousel. */
export function LendingPartners({ heading, partners }: { readonly heading: string | undefined; readonly partners: readonly string[] }) {
  return (
    <TitledSection id="home-partners" heading={heading}>
      <Carousel
        label={heading ?? ''}
        visibleCounts={{ desktop: CAROUSEL.lendingPartners.desktopVisible, mobile: CAROUSEL.lendingPartners.mobileVisible }}
        intervalMs={CAROUSEL.lendingPartners.mobileAutoSlideMs}
        slides={partners.map((name) => ({
          key: name,
          content: (
            <p className="partner-card">
              <LenderLogo lender={name} />
            </p>
          ),
        }))}
      />
    </TitledSection>
  );
}

/** What customers say, in a carousel, each with its date in the page's language. */
export function Testimonials({ heading, testimonials }: { readonly heading: string | undefined; readonly testimonials: readonly Testimonial[] }) {
  const { language } = useLanguage();
  return (
    <TitledSection id="home-testimonials" heading={heading}>
      <Carousel
        label={heading ?? ''}
        visibleCounts={{ desktop: CAROUSEL.ratingAndNews.desktopVisible, mobile: CAROUSEL.ratingAndNews.mobileVisible }}
        slides={testimonials.map((testimonial) => ({
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
    </TitledSection>
  );
}

/** Media and news, a page of cards at a time. */
export function MediaNews({ heading, news }: { readonly heading: string | undefined; readonly news: readonly Pick<NewsItem, 'url' | 'name' | 'content'>[] }) {
  const { language } = useLanguage();
  return (
    <TitledSection id="home-news" heading={heading}>
      <PaginatedList
        label={heading ?? ''}
        items={news}
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
    </TitledSection>
  );
}

/** The personal-loan questions, and a link to them all. */
export function HomeFaq({ heading, title, items }: { readonly heading: string | undefined; readonly title: string; readonly items: readonly FaqItem[] }) {
  const { language, strings } = useLanguage();
  return (
    <TitledSection id="home-faq" heading={heading} className="faq">
      <FaqAccordion title={title} items={items} kind="homeSections" />
      <p>
        <Link to={localizedPath('/resources/faq', language)}>{strings.viewAll}</Link>
      </p>
    </TitledSection>
  );
}
