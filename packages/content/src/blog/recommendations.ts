import { BLOG_ARTICLES } from './articles/index.js';
import type { BlogArticle, BlogCard } from './schema.js';

/**
 * The 'Recommended for you' articles of an article.
 *
 * @rule BLOG-007 Each article recommends three other existing articles in its own language; the
 *   cards appear in the order the article lists them, and an unknown slug has none.
 * @spec §2 Screens — 'Recommended for you' blog cards.
 * @param slug - Slug of the article being read.
 * @param articles - The collection to resolve against; defaults to BLOG_ARTICLES.
 * @returns The recommended articles.
 * @example recommendationsFor('how-emi-is-calculated').map((a) => a.slug) // three slugs
 */
export function recommendationsFor(slug: string, articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const article = bySlug.get(slug);
  if (!article) return [];
  return article.recommendations.flatMap((recommended) => {
    const found = bySlug.get(recommended);
    return found ? [found] : [];
  });
}

/**
 * The featured cards of the resource-centre banner: the newest articles of a language.
 *
 * @rule BLOG-008 Featured articles are the n newest of the language (latest date first, then
 *   higher id); n below 1 gives none, and fractional n is rounded down.
 * @spec §2 Screens — resource centre banner with three featured blog cards.
 * @param n - How many articles to return (the banner shows 3).
 * @param lang - Language of the page; defaults to English.
 * @param articles - The collection to choose from; defaults to BLOG_ARTICLES.
 * @returns At most n articles, newest first.
 * @example featuredArticles(3).length // 3
 */
export function featuredArticles(n: number, lang: BlogArticle['lang'] = 'en', articles: readonly BlogArticle[] = BLOG_ARTICLES): BlogArticle[] {
  const count = Math.max(0, Math.floor(n));
  return articles
    .filter((article) => article.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, count);
}

/**
 * The §3 Blog card of an article, for featured and recommended cards.
 *
 * @param article - The article.
 * @returns Its card; `url` is `/resources/{slug}` and `time` is the read time in minutes.
 * @example toBlogCard(article).url // '/resources/how-emi-is-calculated'
 */
export function toBlogCard(article: BlogArticle): BlogCard {
  return {
    bannerImage: article.banner.bannerImageUrl,
    tips: article.tips,
    title: article.title,
    author: article.author,
    date: article.date,
    time: article.readTime,
    url: `/resources/${article.slug}`,
  };
}
