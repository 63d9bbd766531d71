import { BLOG_ARTICLES, RESOURCE_CENTRE_TEXTS, articlePath, blogSearchItems, featuredArticles, searchBlog, toBlogCard, type BlogCard, type BlogSearchItem } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { contentRequest } from '../content/loader-helpers.ts';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { RecommendedArticles } from '../resources/BlogCards.tsx';
import { BLOG_QUERY_PARAM, ResourceCentreBanner } from '../resources/ResourceCentreBanner.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { NoResultsIllustration } from '../components/Illustrations.tsx';

/** How many featured cards the resource centre banner shows (spec §2). */
const FEATURED_COUNT = 3;

/**
 * The resource centre (its home /resources, and /resources/search): its banner texts, the three
 * featured cards of the page language (BLOG-008), the rest of that language's articles (newest
 * first) as the 'Recommended for you' cards, and the searchable fields of the page language's
 * articles (BLOG-010, §3 Search item), shipped in the page instead of the articles.
 *
 * @param args - the loader's request
 * @returns the banner, the cards and the search items
 */
export function loader({ request }: LoaderFunctionArgs): {
  readonly lang: Language;
  readonly banner: (typeof RESOURCE_CENTRE_TEXTS)[Language];
  readonly featured: readonly BlogCard[];
  readonly recommended: readonly BlogCard[];
  readonly items: readonly BlogSearchItem[];
} {
  const { language } = contentRequest(request);
  const newestFirst = featuredArticles(BLOG_ARTICLES.length, language).map(toBlogCard);
  return {
    lang: language,
    banner: RESOURCE_CENTRE_TEXTS[language],
    featured: newestFirst.slice(0, FEATURED_COUNT),
    recommended: newestFirst.slice(FEATURED_COUNT),
    items: blogSearchItems(BLOG_ARTICLES, language),
  };
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const copy = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.blogSearchTitle, description: copy.blogSearchDescription, pathname: location.pathname });
};

/**
 * /resources/search?blog={text}: the resource centre banner with the search box and three
 * featured cards, the results of a search (BLOG-006), and the other articles as 'Recommended for
 * you' cards, 6 a page (§9). Enter with text opens the results for it; Enter with nothing typed
 * does nothing (spec §5).
 */
export default function BlogSearchRoute() {
  const { lang, banner, featured, recommended, items } = useLoaderData<typeof loader>();
  const { language, strings, text } = useLanguage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useQueryRestore((search) => {
    const shared = new URLSearchParams(search).get(BLOG_QUERY_PARAM) ?? '';
    setQuery(shared);
    setTyped(shared);
  });
  const onSearch = (): void => {
    if (typed.trim() === '') return;
    void navigate(`${localizedPath('/resources/search', language)}?${new URLSearchParams({ [BLOG_QUERY_PARAM]: typed })}`);
  };
  const results = searchBlog(items, query);
  return (
    <>
      <ResourceCentreBanner
        heading={banner.bannerHeading}
        subheading={banner.bannerSubheading}
        featuredHeading={banner.featuredHeading}
        featured={featured}
        lang={lang}
        searchValue={typed}
        onSearchChange={setTyped}
        onSearch={onSearch}
        results={
          query.trim() !== '' && (
          <section className="page" aria-live="polite" aria-labelledby="search-results">
            <h2 id="search-results">
              {text.searchResultsFor} “{query}”
            </h2>
            {results.length === 0 ? (
              <div className="empty-state">
                <NoResultsIllustration />
                <p>{text.noResults}</p>
              </div>
            ) : (
              <ul className="search-results">
                {results.map((result) => (
                  <li key={result.slug}>
                    <Link to={articlePath(result)}>{result.metaTitle}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          )
        }
      />
      <div className="page">
        <RecommendedArticles headingId="resource-recommended" title={strings.recommendedForYou} cards={recommended} lang={lang} />
      </div>
    </>
  );
}
