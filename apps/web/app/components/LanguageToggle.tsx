import { swapLanguage, toggledLanguage } from '@rinn/rules';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../i18n/language.ts';

/**
 * The en ↔ hi toggle: the same page in the other language, with the path's language segment
 * swapped or prefixed and the query and hash kept (`swapLanguage`, spec §2).
 *
 * @returns a link labelled in the language it leads to
 */
export function LanguageToggle() {
  const { pathname, search, hash } = useLocation();
  const { strings } = useLanguage();
  const target = toggledLanguage(pathname);
  return (
    <Link
      className="language-toggle"
      to={swapLanguage(`${pathname}${search}${hash}`, target)}
      hrefLang={target}
      lang={target}
    >
      {strings.languageToggle}
    </Link>
  );
}
