import type { BlogArticle, BlogSearchItem } from './schema.js';

/**
 * Blog search of the resource centre.
 *
 * @rule BLOG-006 An empty or whitespace-only query finds nothing; otherwise the result is every
 *   article, in the given order, whose metaTitle contains the query (trimmed) ignoring case, as
 *   §3 Search items {metaTitle, slug}.
 * @spec §5 Blog search; §3 Search item.
 * @param articles - The articles to search, e.g. BLOG_ARTICLES.
 * @param query - The text typed into the search box.
 * @returns The matching search items.
 * @example searchBlog(BLOG_ARTICLES, 'emi') // [{ metaTitle: 'How EMI Is Calculated: Formula and Worked Example', slug: 'how-emi-is-calculated' }, …]
 * @example searchBlog(BLOG_ARTICLES, '   ') // []
 */
export function searchBlog(articles: readonly BlogSearchItem[], query: string): BlogSearchItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return articles
    .filter((article) => article.metaTitle.toLowerCase().includes(needle))
    .map(({ metaTitle, slug }) => ({ metaTitle, slug }));
}

/**
 * The articles the resource centre of one language searches, in the order they are listed.
 *
 * @rule BLOG-010 The resource centre searches the articles of its page's language: the English
 *   pages find English articles only; the Hindi pages find Hindi articles first, then the English
 *   ones (most guides exist in English only), each group in its given order.
 * @spec §5 Blog search; §13 Languages
 * @param articles - Every article, e.g. BLOG_ARTICLES.
 * @param language - The page's language.
 * @returns The search items of that language, Hindi ones first on a Hindi page.
 * @example blogSearchItems(BLOG_ARTICLES, 'en').every((item) => !/[\u0900-\u097f]/.test(item.metaTitle)) // true
 */
export function blogSearchItems(articles: readonly Pick<BlogArticle, 'metaTitle' | 'slug' | 'lang'>[], language: 'en' | 'hi'): BlogSearchItem[] {
  const ofLanguage = (lang: 'en' | 'hi') => articles.filter((article) => article.lang === lang).map(({ metaTitle, slug }) => ({ metaTitle, slug }));
  return language === 'en' ? ofLanguage('en') : [...ofLanguage('hi'), ...ofLanguage('en')];
}
