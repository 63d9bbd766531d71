import type { BlogCard } from '@rinn/content';
import { formatDate, formatReadTime } from '@rinn/format';
import { PAGE_SIZES, pageCount, type Language } from '@rinn/rules';
import { Link } from 'react-router';
import { PaginatedList } from './PaginatedList.tsx';

/** Props of {@link BlogCardView}. */
export interface BlogCardViewProps {
  readonly card: BlogCard;
  /** The language the card's date and read time are written in (the article's). */
  readonly lang: Language;
  /** The heading level the card's title takes under its section heading. */
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * One §3 Blog card (featured or recommended): title linking to the article, author, date and read
 * time, and its first tip.
 *
 * @param props - see {@link BlogCardViewProps}
 * @returns the card
 */
export function BlogCardView({ card, lang, headingLevel: Heading = 'h3' }: BlogCardViewProps) {
  const firstTip = card.tips[0];
  return (
    <article className="card blog-card">
      <Heading className="blog-card__title">
        <Link to={card.url}>{card.title}</Link>
      </Heading>
      <p className="fine-print">
        {card.author} · <time dateTime={card.date}>{formatDate(card.date, { locale: lang })}</time> · {formatReadTime(card.time, { locale: lang })}
      </p>
      {firstTip !== undefined && <p className="blog-card__tip">{firstTip}</p>}
    </article>
  );
}

/** Props of {@link RecommendedArticles}. */
export interface RecommendedArticlesProps {
  /** The section heading's id (the section is labelled by it). */
  readonly headingId: string;
  /** 'Recommended for you' in the page language. */
  readonly title: string;
  readonly cards: readonly BlogCard[];
  /** The language the cards are written in. */
  readonly lang: Language;
}

/**
 * Whether a 'Recommended for you' section of so many cards has more than one page, and so a pager
 * to hydrate: with one page it is links and nothing else (an article's islands leave it HTML).
 *
 * @param cardCount - how many cards the section has
 * @returns true when its cards fill more than one page
 */
export function recommendationsPaginate(cardCount: number): boolean {
  return pageCount(cardCount, PAGE_SIZES.recommendationCards) > 1;
}

/**
 * The 'Recommended for you' section of the resource centre and of an article: blog cards, a page
 * of `PAGE_SIZES.recommendationCards` at a time (PAGER-001).
 *
 * @param props - see {@link RecommendedArticlesProps}
 * @returns the section
 */
export function RecommendedArticles({ headingId, title, cards, lang }: RecommendedArticlesProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <PaginatedList
        label={title}
        items={cards}
        itemKey={(card) => card.url}
        renderItem={(card) => <BlogCardView card={card} lang={lang} />}
        pageSizes={{ desktop: PAGE_SIZES.recommendationCards, mobile: PAGE_SIZES.recommendationCards }}
      />
    </section>
  );
}
