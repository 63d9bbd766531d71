import { displayReference, parseLoanDetailsQuery } from '@rinn/rules';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, type MetaFunction } from 'react-router';
import { MY_ACCOUNT_HASH } from '../components/SiteHeader.tsx';
import { LoanDetailsView, type LoanDetailsData } from '../dashboard/LoanDetailsView.tsx';
import { useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

export const meta: MetaFunction = ({ location }) =>
  pageMeta({ title: 'Application details', description: 'Your loan application and its offers.', pathname: location.pathname, noIndex: true });

type DetailState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly data: LoanDetailsData } | { readonly kind: 'error'; readonly message: string };

/**
 * /loan-details/{loanId or id}?systemId=..&product=..&systems=..: one application with its offers,
 * opened from View details on a dashboard card (spec §2). Rendered in the browser only: a static
 * host serves it the SPA fallback.
 */
export default function LoanDetailsRoute() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { strings } = useLanguage();
  const [state, setState] = useState<DetailState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void (async () => {
      const [{ browserApiClient }, { browserTokenStore }] = await Promise.all([import('../session/api.ts'), import('../session/browser-token-store.ts')]);
      if ((await browserTokenStore(window.localStorage).read()) === null) {
        void navigate(`/${MY_ACCOUNT_HASH}`, { replace: true });
        return;
      }
      const query = parseLoanDetailsQuery(search);
      try {
        const { data } = await browserApiClient().applicationDetail({
          params: { id },
          query: { systemId: query.systemId, ...(query.product ? { product: query.product } : {}), ...(query.systems.length > 0 ? { systems: query.systems.join(',') } : {}) },
        });
        if (!active) return;
        setState({
          kind: 'ready',
          data: {
            // The reference the card shows (CARD-016), so the customer reads the same one on both.
            reference: displayReference({ ...data.application, loanId: data.application.loanId ?? undefined }),
            productName: data.application.productName,
            offers: data.offers,
            asset: data.finance?.asset ?? null,
            application: data.application,
          },
        });
      } catch (error) {
        if (active) setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      active = false;
    };
  }, [id, search, navigate]);

  // Resume Application lands on #next-step (CARD-015): the section exists only once the detail has
  // arrived, after the browser looked for the anchor, so it is brought into view here.
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  if (state.kind === 'ready') return <LoanDetailsView data={state.data} />;
  return (
    <div className="page page--narrow">
      <h1>{strings.viewDetails}</h1>
      {state.kind === 'error' && (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
