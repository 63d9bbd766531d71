import { Link } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import type { Crumb } from './breadcrumbs.ts';
import './breadcrumbs.css';

/**
 * Breadcrumbs (§2): a navigation landmark with the trail to the current page, which is marked
 * `aria-current="page"` and not linked. Its structured data comes from `breadcrumbJsonLd`.
 *
 * @rule LANG-PART-001 The breadcrumb navigation is in the page's language, and a step whose name is
 *   written in another language (the title of an English article or legal text on a Hindi page, of
 *   a Hindi article on an English one) carries that language in its own `lang` attribute.
 * @spec §1 Content is in English, with some Hindi variants.
 * @param props - the trail, home first
 * @returns the breadcrumb navigation
 */
export function Breadcrumbs({ trail }: { readonly trail: readonly Crumb[] }) {
  const { language, text } = useLanguage();
  return (
    <nav className="breadcrumbs" aria-label={text.breadcrumbs} lang={language}>
      <ol>
        {trail.map((crumb, index) => {
          const lang = crumb.lang === undefined || crumb.lang === language ? undefined : crumb.lang;
          return index === trail.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page" lang={lang}>
                {crumb.name}
              </span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path} lang={lang}>
                {crumb.name}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
