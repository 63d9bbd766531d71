import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, type MetaFunction } from 'react-router';
import { ConsentFlow, type ConsentActors } from '../consent/ConsentFlow.tsx';
import { consentInputOf, isWellFormedConsentToken, MALFORMED_LINK_PATH } from '../consent/consent-input.ts';
import { consentStrings } from '../consent/consent-strings.ts';
import type { ConsentSummary } from '../consent/consent-actors.ts';
import '../consent/consent.css';
import { localizedPath, pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

export const meta: MetaFunction = ({ location }) => {
  const copy = consentStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.pageTitle, description: copy.pageDescription, pathname: location.pathname, noIndex: true });
};

type Loaded = { readonly actors: ConsentActors; readonly summary: ConsentSummary | null };

/**
 * /consent/{token}?ckyc=..&origin=..: the tokenised lender-consent link (spec §2). Rendered in the
 * browser only (a static host serves the SPA fallback): the machine, the API client and the
 * request's summary load once the page is up.
 */
export default function ConsentRoute() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [input] = useState(() => consentInputOf(token, search));

  const wellFormed = isWellFormedConsentToken(token);

  useEffect(() => {
    if (token === '') return;
    if (!wellFormed) {
      void navigate(localizedPath(MALFORMED_LINK_PATH, language), { replace: true });
      return;
    }
    let active = true;
    void (async () => {
      const [{ browserApiClient }, { consentActors, loadConsentSummary }] = await Promise.all([import('../session/api.ts'), import('../consent/consent-actors.ts')]);
      const client = browserApiClient();
      // The machine names English paths; a Hindi page keeps the borrower in Hindi.
      const actors = consentActors(client, (to) => void navigate(localizedPath(to, language), { replace: true }));
      // The summary is shown on the terms screen, which comes after the OTP, so the flow need not wait for it.
      if (active) setLoaded({ actors, summary: null });
      const summary = await loadConsentSummary(client, token);
      if (active && summary) setLoaded({ actors, summary });
    })();
    return () => {
      active = false;
    };
  }, [token, wellFormed, navigate, language]);

  if (token === '') {
    return (
      <section className="page page--narrow">
        <p role="alert">{consentStrings(language).missingToken}</p>
      </section>
    );
  }
  if (loaded === null) {
    return (
      <section className="page page--narrow consent">
        <h1>{consentStrings(language).verifyHeading}</h1>
      </section>
    );
  }
  return <ConsentFlow input={input} actors={loaded.actors} summary={loaded.summary} />;
}
