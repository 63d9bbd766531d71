import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { UI_STRINGS } from '@rinn/content';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const language = pageLanguage(location.pathname);
  return pageMeta({
    title: UI_STRINGS[language].linkExpiredTitle,
    description: webStrings(language).expiredLinkDescription,
    pathname: location.pathname,
    noIndex: true,
  });
};

/**
 * The expired-link screen (spec §2, §8): 'Whoops! Link Expired' with Go to Home. The spec does not
 * give the message texts per `consent` query value, so the screen shows the title alone.
 */
export default function ExpiredLinkRoute() {
  const { language, strings } = useLanguage();
  return (
    <section className="page page--narrow status-page">
      <h1>{strings.linkExpiredTitle}</h1>
      <Link className="button" to={localizedPath('/', language)}>
        {strings.goToHome}
      </Link>
    </section>
  );
}
