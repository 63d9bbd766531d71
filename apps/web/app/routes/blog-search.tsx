import { BLOG_ARTICLES, articlePath, searchBlog, type BlogSearchItem } from '@rinn/content';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The query parameter of the blog search (spec §2: /resources/search?blog={text}). */
const BLOG_QUERY_PARAM = 'blog';

/**
 * The searchable fields of every article (§3 Search item), shipped in the page instead of the
 * articles themselves.
 *
 * @returns the search items
 */
export function loader(): { readonly items: readonly BlogSearchItem[] } {
  return { items: BLOG_ARTICLES.map((article) => ({ metaTitle: article.metaTitle, slug: article.slug })) };
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const copy = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.blogSearchTitle, description: copy.blogSearchDescription, pathname: location.pathname });
};

/**
 * /resources/search?blog={text}: the search box and its results (BLOG-006). Enter with text opens
 * the results for it; Enter with nothing typed does nothing (spec §5).
 */
export default function BlogSearchRoute() {
  const { items } = useLoaderData<typeof loader>();
  const { language, strings, text } = useLanguage();
  const navigate = useNavigate();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useQueryRestore((search) => {
    const shared = new URLSearchParams(search).get(BLOG_QUERY_PARAM) ?? '';
    setQuery(shared);
    setTyped(shared);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (typed.trim() === '') return;
    void navigate(`${localizedPath('/resources/search', language)}?${new URLSearchParams({ [BLOG_QUERY_PARAM]: typed })}`);
  };
  const results = searchBlog(items, query);
  return (
    <div className="page page--narrow">
      <h1>{text.blogSearchTitle}</h1>
      <form role="search" onSubmit={onSubmit} className="search-form">
        <label htmlFor={fieldId} className="visually-hidden">
          {strings.searchPlaceholder}
        </label>
        <input id={fieldId} type="search" name={BLOG_QUERY_PARAM} placeholder={strings.searchPlaceholder} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button">
          {text.search}
        </button>
      </form>
      {query.trim() !== '' && (
        <section aria-live="polite" aria-labelledby="search-results">
          <h2 id="search-results">
            {text.searchResultsFor} “{query}”
          </h2>
          {results.length === 0 ? (
            <p>{text.noResults}</p>
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
      )}
    </div>
  );
}
