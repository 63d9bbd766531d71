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
import { loadFailureMessage } from '../session/signed-in-data.tsx';
import { useLoadedData } from '../widgets/loaded-data.ts';
import { importedModules, LoadFailure } from '../widgets/load-failure.tsx';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

export const meta: MetaFunction = ({ location }) => {
  const copy = consentStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.pageTitle, description: copy.pageDescription, pathname: location.pathname, noIndex: true });
};

type Flow = {
  readonly actors: ConsentActors;
  /** The request's summary (lender, loan, amount), or null when it could not be fetched. */
  readonly loadSummary: () => Promise<ConsentSummary | null>;
};

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
  const [input] = useState(() => consentInputOf(token, search));

  const wellFormed = isWellFormedConsentToken(token);

  useEffect(() => {
    if (token !== '' && !wellFormed) void navigate(localizedPath(MALFORMED_LINK_PATH, language), { replace: true });
  }, [token, wellFormed, navigate, language]);

  // The machine and the API client load once the page is up.
  const flow = useLoadedData<Flow>(
    async () => {
      const [{ browserApiClient }, { consentActors, loadConsentSummary }] = await importedModules(
        Promise.all([import('../session/api.ts'), import('../consent/consent-actors.ts')]),
      );
      const client = browserApiClient();
      return {
        // The machine names English paths; a Hindi page keeps the borrower in Hindi.
        actors: consentActors(client, (to) => void navigate(localizedPath(to, language), { replace: true })),
        loadSummary: () => loadConsentSummary(client, token),
      };
    },
    [token, navigate, language],
    wellFormed,
  );
  // The summary is shown on the terms screen, which comes after the OTP, so the flow does not wait
  // for it; without one (it could not be fetched) that screen shows no summary card.
  const loadSummary = flow.state.kind === 'ready' ? flow.state.data.loadSummary : null;
  const summary = useLoadedData(async () => (loadSummary === null ? null : loadSummary()), [loadSummary], loadSummary !== null);

  if (token === '') {
    return (
      <section className="page page--narrow">
        <p role="alert">{consentStrings(language).missingToken}</p>
      </section>
    );
  }
  if (flow.state.kind !== 'ready') {
    const copy = consentStrings(language);
    return (
      <section className="page page--narrow consent">
        <h1>{copy.verifyHeading}</h1>
        {flow.state.kind === 'error' && <LoadFailure message={loadFailureMessage(copy.loadFailed, flow.state.error, language)} onRetry={flow.retry} />}
      </section>
    );
  }
  return <ConsentFlow input={input} actors={flow.state.data.actors} summary={summary.state.kind === 'ready' ? summary.state.data : null} />;
}
