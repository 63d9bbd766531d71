import type { MetaFunction } from 'react-router';
import { NotFound } from '../components/NotFound.tsx';
import { pageLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.notFoundTitle, description: text.notFoundText, pathname: location.pathname, noIndex: true });
};

/** Any path no page matches (pre-rendered at /404 for static servers). */
export default function NotFoundRoute() {
  return <NotFound />;
}
