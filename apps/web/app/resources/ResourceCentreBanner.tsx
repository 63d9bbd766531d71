import type { BlogCard } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '../hydration/kept-input.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { BlogCardView } from './BlogCards.tsx';
import './resources.css';

/**
 * The search box's field name, and so the query parameter of the results page, which the form
 * submits itself to without the app (spec §2: /resources/search?blog={text}).
 */
export const BLOG_QUERY_PARAM = 'blog';

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
  const { language, strings, text } = useLanguage();
  const fieldId = useId();
  const featuredId = useId();
  const fieldRef = useRef<HTMLInputElement | null>(null);
  // Typed before the page hydrated: the search takes it (HYDRATE-009).
  useTypedBeforeHydration(fieldRef, onSearchChange);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch();
  };
  return (
    <>
      <section className="hero resource-banner">
        <h1>{heading}</h1>
        <p>{subheading}</p>
        {/* Before hydration, or with no JavaScript, the browser submits the search itself: a GET to
            the results page, which restores its query (HYDRATE-002). Enter with nothing typed
            submits nothing (§5): the field is required, which the browser checks before the app;
            the app also ignores a query of spaces. */}
        <form role="search" action={localizedPath('/resources/search', language)} onSubmit={onSubmit} className="search-form resource-banner__search">
          <label htmlFor={fieldId} className="visually-hidden">
            {strings.searchPlaceholder}
          </label>
          <input ref={fieldRef} id={fieldId} type="search" name={BLOG_QUERY_PARAM} required placeholder={strings.searchPlaceholder} value={searchValue} onChange={(event) => onSearchChange(event.target.value)} />
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
