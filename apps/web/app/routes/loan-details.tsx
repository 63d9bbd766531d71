import { applicationDetailRoute } from '@rinn/contract';
import { displayReference, parseLoanDetailsQuery } from '@rinn/rules';
import { useEffect } from 'react';
import { useLocation, useParams, type MetaFunction } from 'react-router';
import { DetailsSkeleton, LoanDetailsView, type LoanDetailsData } from '../dashboard/LoanDetailsView.tsx';
import { dashboardStrings } from '../dashboard/dashboard-strings.ts';
import { loadFailureMessage, useLoginWhenSignedOut, useSignedInData } from '../session/signed-in-data.tsx';
import { importedModules, LoadFailure } from '../widgets/load-failure.tsx';
import { useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';
import { warmUpSignedInPage } from '../session/warm-up.ts';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

// The details are the page's largest paint: what they wait for loads while the page hydrates.
warmUpSignedInPage([applicationDetailRoute]);

export const meta: MetaFunction = ({ location }) =>
  pageMeta({ title: 'Application details', description: 'Your loan application and its offers.', pathname: location.pathname, noIndex: true });

/**
 * /loan-details/{loanId or id}?systemId=..&product=..&systems=..: one application with its offers,
 * opened from View details on a dashboard card (spec §2). Rendered in the browser only: a static
 * host serves it the SPA fallback. Nobody signed in → the login, on home (§4).
 */
export default function LoanDetailsRoute() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const { language, strings } = useLanguage();

  const { state, retry } = useSignedInData<LoanDetailsData>(async () => {
    const { browserApiClient } = await importedModules(import('../session/api.ts'));
    const query = parseLoanDetailsQuery(search);
    const { data } = await browserApiClient().applicationDetail({
      params: { id },
      query: { systemId: query.systemId, ...(query.product ? { product: query.product } : {}), ...(query.systems.length > 0 ? { systems: query.systems.join(',') } : {}) },
    });
    return {
      // The reference the card shows (CARD-016), so the customer reads the same one on both.
      reference: displayReference({ ...data.application, loanId: data.application.loanId ?? undefined }),
      productName: data.application.productName,
      offers: data.offers,
      asset: data.finance?.asset ?? null,
      application: data.application,
    };
  }, [id, search]);

  useLoginWhenSignedOut(state);

  // Resume Application lands on #next-step (CARD-015): the section exists only once the detail has
  // arrived, after the browser looked for the anchor, so it is brought into view here.
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  if (state.kind === 'ready') return <LoanDetailsView data={state.data} />;
  const copy = dashboardStrings(language);
  return (
    <div className="page page--narrow">
      <h1>{strings.viewDetails}</h1>
      {state.kind === 'loading' && <DetailsSkeleton label={copy.loadingDetails} />}
      {state.kind === 'error' && <LoadFailure message={loadFailureMessage(copy.detailsLoadFailed, state.error, language)} onRetry={retry} />}
    </div>
  );
}
