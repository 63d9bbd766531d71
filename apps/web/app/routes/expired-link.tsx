import { expiredLinkMessage, UI_STRINGS } from '@rinn/content';
import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const language = pageLanguage(location.pathname);
  return pageMeta({
    title: UI_STRINGS[language].linkExpiredTitle,
    description: expiredLinkMessage(null, language),
    pathname: location.pathname,
    noIndex: true,
  });
};

/**
 * /expired-link (spec §2, §8): 'Whoops! Link Expired' with Go to Home, and the message chosen by
 * the `consent` query value (CONTENT-015). The page is pre-rendered with the general message; the
 * query is read once it has hydrated.
 */
export default function ExpiredLinkRoute() {
  const { language, strings } = useLanguage();
  const [consent, setConsent] = useState<string | null>(null);
  useQueryRestore((search) => setConsent(new URLSearchParams(search).get('consent')));
  return (
    <section className="page page--narrow status-page">
      <h1>{strings.linkExpiredTitle}</h1>
      <p data-testid="expired-message">{expiredLinkMessage(consent, language)}</p>
      <Link className="button" to={localizedPath('/', language)}>
        {strings.goToHome}
      </Link>
    </section>
  );
}
