export { BLOG_ARTICLES } from './articles/index.js';
export { articleLoanType, BLOG_CATEGORIES, BLOG_CATEGORY_LABELS } from './categories.js';
export type { BlogCategory } from './categories.js';
export { headingsOf, linksOf, parseBlogMarkup, plainTextOf } from './markup.js';
export type { HeadingEntry, MarkupBlock, MarkupBold, MarkupHeading, MarkupInline, MarkupLink, MarkupList, MarkupParagraph, MarkupText } from './markup.js';
export { computeReadTime, countWords, READING_SPEED_WPM } from './read-time.js';
export { featuredArticles, recommendationsFor, toBlogCard } from './recommendations.js';
export {
  BLOG_LINK_ROUTES,
  blogArticleSchema,
  HINDI_SLUG_PREFIX,
  isAllowedBlogLink,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  RECOMMENDATIONS_PER_ARTICLE,
  URL_SAFE_SLUG,
} from './schema.js';
export type { BlogArticle, BlogCard, BlogSearchItem } from './schema.js';
export { blogSearchItems, searchBlog } from './search.js';
