import { Link } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import type { Crumb } from './breadcrumbs.ts';
import './breadcrumbs.css';

/**
 * Breadcrumbs (§2): a navigation landmark with the trail to the current page, which is marked
 * `aria-current="page"` and not linked. Its structured data comes from `breadcrumbJsonLd`.
 *
 * @param props - the trail, home first
 * @returns the breadcrumb navigation
 */
export function Breadcrumbs({ trail }: { readonly trail: readonly Crumb[] }) {
  const { language, text } = useLanguage();
  return (
    <nav className="breadcrumbs" aria-label={text.breadcrumbs} lang={language}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
