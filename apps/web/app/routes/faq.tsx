import { FAQ_HUB_CATEGORIES, FAQS, FAQS_HI } from '@rinn/content';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FaqAccordion } from '../content/FaqAccordion.tsx';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { Island } from '../islands/island.tsx';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { localizedPath } from '../i18n/language.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';

const HUB_PREFIX = '/resources/faq';

/**
 * The FAQ page (/resources/faq: the hubs and the EMI questions) or one FAQ hub
 * (/resources/faq/{category}: its tabs and accordion).
 *
 * @param args - the loader's request
 * @returns the FAQ set to show and the hub links
 * @throws a 404 response for an unknown category
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const faqs = language === 'hi' ? FAQS_HI : FAQS;
  const hubs = FAQ_HUB_CATEGORIES.map((category) => ({ href: localizedPath(`${HUB_PREFIX}/${category}`, language), text: faqs[category].title }));
  if (path === HUB_PREFIX) {
    const copy = webStrings(language);
    const trail = breadcrumbTrail(language, { name: copy.faqPageTitle, path: localizedPath(HUB_PREFIX, language) });
    return { hub: false, title: copy.faqPageTitle, description: copy.faqPageDescription, set: faqs.emi, hubs, trail };
  }
  const category = FAQ_HUB_CATEGORIES.find((candidate) => `${HUB_PREFIX}/${candidate}` === path);
  if (category === undefined) throw notFound();
  const set = faqs[category];
  const description = set.items
    .slice(0, 2)
    .map((item) => item.ques)
    .join(' ');
  const trail = breadcrumbTrail(
    language,
    { name: webStrings(language).faqPageTitle, path: localizedPath(HUB_PREFIX, language) },
    { name: set.title, path: localizedPath(path, language) },
  );
  return { hub: true, title: set.title, description, set, hubs, trail };
}

/** An FAQ page hydrates its accordion, with its topic tabs, as an island, and nothing else (decision 0021). */
export const handle = ISLANDS;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.title, description: data.description, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

/** /resources/faq and /resources/faq/{category}. */
export default function FaqRoute() {
  const { hub, title, set, hubs, trail } = useLoaderData<typeof loader>();
  const { text } = useLanguage();
  return (
    <div className="page faq">
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      <section aria-labelledby="faq-questions">
        <h2 id="faq-questions" className={hub ? 'visually-hidden' : undefined}>
          {hub ? set.title : text.emiFaq}
        </h2>
        <Island name="faq-accordion" component={FaqAccordion} props={{ title: set.title, items: set.items, navigation: set.navigation, kind: hub ? 'default' : 'emi', anchorId: 'faq-questions' }} />
      </section>
      <nav aria-labelledby="faq-hubs">
        <h2 id="faq-hubs">{text.faqHubs}</h2>
        <ul className="tile-grid">
          {hubs.map((link) => (
            <li key={link.href}>
              <Link className="tile" to={link.href}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
