import { z } from 'zod/mini';
import { BLOG_CATEGORIES } from './categories.js';
import { linksOf } from './markup.js';
import { computeReadTime } from './read-time.js';

/** Longest meta title search engines show in full. */
export const META_TITLE_MAX_LENGTH = 60;
/** Longest meta description search engines show in full. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** Every article recommends exactly this many others ('Recommended for you'). */
export const RECOMMENDATIONS_PER_ARTICLE = 3;
/** Prefix that marks the slug of a Hindi article. */
export const HINDI_SLUG_PREFIX = 'hi-';

/** Lower-case ASCII words joined by single hyphens: safe in a URL without encoding. */
export const URL_SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Site routes of spec §2 an article body may link to, besides `/resources/{slug}` of another article.
 */
export const BLOG_LINK_ROUTES = [
  '/emi-calculator',
  '/personal-loan',
  '/used-car-loan',
  '/new-car-loan',
  '/two-wheeler-loan',
  '/ev-loan',
  '/refinance',
  '/instant-loan',
  '/bt-calculator',
  '/cibil-score',
  '/cibil-score-check',
  '/resources/faq',
] as const;

const ARTICLE_ROUTE = /^\/resources\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Whether an article body may link to a path.
 *
 * @rule BLOG-005 Article bodies link only to the loan, calculator, credit-score and FAQ routes of
 *   spec §2 listed in BLOG_LINK_ROUTES, or to `/resources/{slug}` of another existing article.
 * @spec §2 Routes
 * @param href - The link target from the body.
 * @param articleSlugs - Slugs of the articles that exist; when omitted any URL-safe slug passes.
 * @returns True when the target is allowed.
 * @example isAllowedBlogLink('/emi-calculator') // true
 * @example isAllowedBlogLink('/resources/cibil-score-bands', new Set(['emi-formula'])) // false
 */
export function isAllowedBlogLink(href: string, articleSlugs?: ReadonlySet<string>): boolean {
  if ((BLOG_LINK_ROUTES as readonly string[]).includes(href)) return true;
  const article = ARTICLE_ROUTE.exec(href);
  if (!article || article[1] === 'faq' || article[1] === 'search') return false;
  return articleSlugs ? articleSlugs.has(article[1] ?? '') : true;
}

/**
 * A blog article: the §3 Blog item fields plus what the article page and cards need.
 *
 * @rule BLOG-004 An article has a URL-safe slug (Hindi slugs, and only Hindi ones, start with
 *   `hi-`), a meta title of at most 60 characters, a meta description of at most 160, an ISO
 *   date, at least one category and one tip, exactly three distinct recommendations other than
 *   itself, and a stored read time equal to the one computed from its body.
 * @spec §3 Content entities — Blog item: id, slug, metaTitle, metaDescription, banner
 *   (bannerImageUrl), date, readTime, tips.
 * @example blogArticleSchema.parse(article)
 */
export const blogArticleSchema = z
  .object({
    id: z.int().check(z.positive()),
    slug: z.string().check(z.regex(URL_SAFE_SLUG)),
    lang: z.enum(['en', 'hi']),
    title: z.string().check(z.trim(), z.minLength(1)),
    metaTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(META_TITLE_MAX_LENGTH)),
    metaDescription: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(META_DESCRIPTION_MAX_LENGTH)),
    author: z.string().check(z.trim(), z.minLength(1)),
    date: z.iso.date(),
    readTime: z.int().check(z.gte(1)),
    categories: z.array(z.enum(BLOG_CATEGORIES)).check(z.minLength(1)),
    banner: z.object({ bannerImageUrl: z.string().check(z.regex(/^\/[A-Za-z0-9\-/.]+$/)) }),
    tips: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)),
    recommendations: z
      .array(z.string().check(z.regex(URL_SAFE_SLUG)))
      .check(z.length(RECOMMENDATIONS_PER_ARTICLE)),
    body: z.string().check(z.trim(), z.minLength(1)),
  })
  .check(
    z.superRefine((article, context) => {
      if (article.slug.startsWith(HINDI_SLUG_PREFIX) !== (article.lang === 'hi')) {
        context.addIssue({
          code: 'custom',
          path: ['slug'],
          message: `Hindi slugs, and only they, start with "${HINDI_SLUG_PREFIX}"`,
        });
      }
      const computed = computeReadTime(article.body);
      if (article.readTime !== computed) {
        context.addIssue({
          code: 'custom',
          path: ['readTime'],
          message: `readTime ${article.readTime} differs from the computed ${computed}`,
        });
      }
      const recommended = new Set(article.recommendations);
      if (recommended.size !== article.recommendations.length || recommended.has(article.slug)) {
        context.addIssue({
          code: 'custom',
          path: ['recommendations'],
          message: 'recommendations must be distinct and not the article itself',
        });
      }
      for (const href of linksOf(article.body)) {
        if (!isAllowedBlogLink(href) || href === `/resources/${article.slug}`) {
          context.addIssue({
            code: 'custom',
            path: ['body'],
            message: `link to ${href} is not an allowed route`,
          });
        }
      }
    }),
  );

/** A validated blog article. */
export type BlogArticle = z.output<typeof blogArticleSchema>;

/** §3 Search item: what a blog search result shows. */
export interface BlogSearchItem {
  readonly metaTitle: string;
  readonly slug: string;
}

/** §3 Blog card: what a featured or recommended card shows. `time` is the read time in minutes. */
export interface BlogCard {
  readonly bannerImage: string;
  readonly tips: readonly string[];
  readonly title: string;
  readonly author: string;
  readonly date: string;
  readonly time: number;
  readonly url: string;
}
