import { swapLanguage, toggledLanguage } from '@rinn/rules';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../hydration/use-hydrated.ts';
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
  // The pre-rendered link cannot know the query or hash the page is opened with, and hydration keeps
  // an attribute as the HTML has it: the link takes them in the render after hydration.
  const hydrated = useHydrated();
  const target = toggledLanguage(pathname);
  return (
    <Link
      className="language-toggle"
      to={swapLanguage(hydrated ? `${pathname}${search}${hash}` : pathname, target)}
      hrefLang={target}
      lang={target}
    >
      {strings.languageToggle}
    </Link>
  );
}
