import type { BlogSearchItem } from './schema.js';

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
