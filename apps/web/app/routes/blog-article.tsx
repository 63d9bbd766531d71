import { BLOG_ARTICLES, BLOG_CATEGORY_LABELS, LOAN_TYPES, PRODUCT_JOURNEYS, UI_STRINGS, articleLoanType, articlePath, headingsOf, parseBlogMarkup, recommendationsFor, toBlogCard } from '@rinn/content';
import { formatDate, formatReadTime } from '@rinn/format';
import { buildJourneyStart } from '@rinn/rules';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest, notFound } from '../content/loader-helpers.ts';
import { ISLANDS } from '../hydration/route-handle.ts';
import { Island } from '../islands/island.tsx';
import { MarkupBody } from '../content/MarkupBody.tsx';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { RecommendedArticles, recommendationsPaginate } from '../resources/BlogCards.tsx';
import { BlogForm } from '../resources/BlogForm.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { Breadcrumbs } from '../widgets/Breadcrumbs.tsx';
import { breadcrumbJsonLd, breadcrumbTrail } from '../widgets/breadcrumbs.ts';
import { ShareButtons } from '../widgets/ShareButtons.tsx';
import { absoluteUrl } from '../site.ts';
import { canonicalPath } from '../seo/page-meta.ts';

/**
 * A blog article: its parsed body (BLOG-001), the 'On this page' list (BLOG-002), its three
 * recommendations (BLOG-007) and the journey start of its blog form. §3 names no product or
 * vendor id for the blog form, so it starts the journey with the journey builder's default
 * (JOURNEY-002: product 5, vendor 5).
 *
 * @param args - the loader's request
 * @returns the article's display fields
 * @throws a 404 response for an unknown slug
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = contentRequest(request);
  const article = BLOG_ARTICLES.find((candidate) => articlePath(candidate) === path);
  if (article === undefined) throw notFound();
  return {
    trail: breadcrumbTrail(language, { name: article.title, path: localizedPath(path, language), lang: article.lang }),
    lang: article.lang,
    title: article.title,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    author: article.author,
    date: article.date,
    readTime: article.readTime,
    categories: article.categories.map((category) => BLOG_CATEGORY_LABELS[category][article.lang]),
    tips: article.tips,
    blocks: parseBlogMarkup(article.body),
    headings: headingsOf(article.body),
    recommendations: recommendationsFor(article.slug).map(toBlogCard),
    ...articleJourney(article.categories),
  };
}

/** The journey the article's form starts: its loan's, or the journey builder's default (BLOG-011). */
function articleJourney(categories: Parameters<typeof articleLoanType>[0]) {
  const loanType = LOAN_TYPES.find((candidate) => candidate.slug === articleLoanType(categories)) ?? null;
  return {
    journeyParams: buildJourneyStart(loanType === null ? {} : PRODUCT_JOURNEYS[loanType.id]).params,
    journeyProduct: loanType?.slug ?? null,
  };
}

/** An article hydrates its share buttons, offer form and recommendations as islands, and nothing else (decision 0021). */
export const handle = ISLANDS;

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? [...pageMeta({ title: data.metaTitle, description: data.metaDescription, pathname: location.pathname }), breadcrumbJsonLd(data.trail)] : [];

/** /resources/{slug}. */
export default function BlogArticleRoute() {
  const article = useLoaderData<typeof loader>();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  // Labels follow the article's language, so a Hindi article reads in Hindi on any path.
  const copy = webStrings(article.lang);
  const shared = UI_STRINGS[article.lang];
  const recommended = { headingId: 'recommended', title: shared.recommendedForYou, cards: article.recommendations, lang: article.lang };
  return (
    <article className="page blog" lang={article.lang === language ? undefined : article.lang}>
      <Breadcrumbs trail={article.trail} />
      <header className="blog__banner">
        <p className="blog__tags">
          {article.categories.map((label) => (
            <span key={label} className="tag">
              {label}
            </span>
          ))}
        </p>
        <h1>{article.title}</h1>
        <p className="fine-print">
          {copy.byAuthor} {article.author} · <time dateTime={article.date}>{formatDate(article.date, { locale: article.lang })}</time> ·{' '}
          {formatReadTime(article.readTime, { locale: article.lang })}
        </p>
        <Island name="share-buttons" component={ShareButtons} props={{ url: absoluteUrl(canonicalPath(pathname)), title: article.title }} />
      </header>
      <div className="blog__layout">
        <div className="blog__aside">
          {article.headings.length > 0 && (
            <nav className="blog__toc" aria-labelledby="on-this-page">
              <h2 id="on-this-page">{shared.onThisPage}</h2>
              <ol>
                {article.headings.map((heading) => (
                  <li key={heading.anchor}>
                    <a href={`#${heading.anchor}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <Island name="blog-form" component={BlogForm} props={{ params: article.journeyParams, product: article.journeyProduct }} />
        </div>
        <div className="prose blog__body">
          <MarkupBody blocks={article.blocks} />
          <aside className="card" aria-labelledby="tips">
            <h2 id="tips">{copy.tips}</h2>
            <ul>
              {article.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
      {/* One page of recommendations has no pager: links, with nothing to hydrate. */}
      {recommendationsPaginate(recommended.cards.length) ? (
        <Island name="recommended-articles" component={RecommendedArticles} props={recommended} />
      ) : (
        <RecommendedArticles {...recommended} />
      )}
    </article>
  );
}
