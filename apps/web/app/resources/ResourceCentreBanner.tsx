import type { BlogCard } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { BlogCardView } from './BlogCards.tsx';
import './resources.css';

/** Props of {@link ResourceCentreBanner}. */
export interface ResourceCentreBannerProps {
  readonly heading: string;
  readonly subheading: string;
  readonly featuredHeading: string;
  /** The three featured cards (BLOG-008). */
  readonly featured: readonly BlogCard[];
  /** The language of the cards' dates and read times. */
  readonly lang: Language;
  readonly searchValue: string;
  readonly onSearchChange: (value: string) => void;
  /** Called on Enter or the Search button (the page decides what an empty text does). */
  readonly onSearch: () => void;
  /** The results of a search: shown right under the search box, before the featured cards. */
  readonly results?: ReactNode;
}

/**
 * The resource centre banner (spec §2): heading, the blog search box and three featured blog
 * cards.
 *
 * @param props - see {@link ResourceCentreBannerProps}
 * @returns the banner
 */
export function ResourceCentreBanner({ heading, subheading, featuredHeading, featured, lang, searchValue, onSearchChange, onSearch, results }: ResourceCentreBannerProps) {
  const { strings, text } = useLanguage();
  const fieldId = useId();
  const featuredId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch();
  };
  return (
    <>
      <section className="hero resource-banner">
        <h1>{heading}</h1>
        <p>{subheading}</p>
        {/* No action: Enter with nothing typed must do nothing (§5), which a plain GET cannot do. */}
        <form role="search" onSubmit={onSubmit} className="search-form resource-banner__search">
          <label htmlFor={fieldId} className="visually-hidden">
            {strings.searchPlaceholder}
          </label>
          <input id={fieldId} type="search" name="blog" placeholder={strings.searchPlaceholder} value={searchValue} onChange={(event) => onSearchChange(event.target.value)} />
          <button type="submit" className="button button--light resource-banner__submit">
            {text.search}
          </button>
        </form>
      </section>
      {results}
      {featured.length > 0 && (
        <section className="page resource-featured" aria-labelledby={featuredId}>
          <h2 id={featuredId}>{featuredHeading}</h2>
          <ul className="card-grid resource-featured__cards">
            {featured.map((card) => (
              <li key={card.url}>
                <BlogCardView card={card} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
