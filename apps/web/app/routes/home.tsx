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
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import {
  CalculatorTiles,
  CreditScoreCallout,
  Highlights,
  HomeFaq,
  HomeHero,
  LendingPartners,
  MediaNews,
  PlatformFigures,
  ProductTiles,
  StepGuideSection,
  Testimonials,
  TrustSignals,
} from '../home/HomeSections.tsx';
import { pageLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { productJourneyPath } from '../journey/journey-path.ts';

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
  return (
    <>
      <HomeHero hero={data.hero} journeyPath={data.journeyPath} />
      <div className="page">
        <ProductTiles tiles={data.tiles} />
        <TrustSignals partners={data.partners} grievance={data.grievance} />
        <CalculatorTiles />
        <PlatformFigures heading={data.headings['trust-stats']} painted={data.stats} />
        <div>
          <Highlights heading={data.headings['highlights']} highlights={data.highlights} />
          <StepGuideSection guide={data.steps} />
          {data.creditScore && <CreditScoreCallout section={data.creditScore} />}
          <LendingPartners heading={data.headings['lending-partners']} partners={data.partners} />
          <Testimonials heading={data.headings['testimonials']} testimonials={data.testimonials} />
          <MediaNews heading={data.headings['media-news']} news={data.news} />
          <HomeFaq heading={data.headings['faq']} title={data.faq.title} items={data.faq.items} />
        </div>
      </div>
    </>
  );
}
