import type { ApiClient } from '@rinn/api-client';
import { applicationListRoute } from '@rinn/contract';
import { applicationReference } from '@rinn/rules';
import type { MetaFunction } from 'react-router';
import { DashboardContent, DashboardPage, DashboardSkeleton, type DashboardData } from '../dashboard/DashboardView.tsx';
import { dashboardStrings } from '../dashboard/dashboard-strings.ts';
import { useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { useSession } from '../session/session-view.ts';
import { loadFailureMessage, useLoginWhenSignedOut, useSignedInData } from '../session/signed-in-data.tsx';
import { LoadFailure } from '../widgets/load-failure.tsx';
import { APP_SHELL, type AppShellHandle } from '../hydration/route-handle.ts';
import { warmUpSignedInPage } from '../session/warm-up.ts';
import { takeFirstCall, type FirstCall } from '../session/first-call.ts';
import { browserApiClient } from '../session/api.ts';
import { browserTokenStore } from '../session/browser-token-store.ts';
import { OnDemandPart } from '../widgets/OnDemandPart.tsx';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005). The
// application list is requested by the page's head, as it is parsed (FIRST-CALL-002).
export const handle: AppShellHandle = { ...APP_SHELL, firstCallPath: applicationListRoute.path };

// The cards are the page's largest paint: what they wait for loads while the page hydrates, and
// when the page itself is the dashboard, their data is asked for then too (FIRST-CALL-001).
// A client-side visit runs this module before the address changes, and loads as before.
const APPLICATIONS = 'dashboard applications';
type ApplicationList = Awaited<ReturnType<ApiClient['applicationList']>>;
const listApplications: FirstCall<ApplicationList> = (client) => client.applicationList({ query: {} });
const openedHere = typeof window !== 'undefined' && /^\/(?:en\/|hi\/)?dashboard\/?$/.test(window.location.pathname);
warmUpSignedInPage([applicationListRoute], openedHere ? { key: APPLICATIONS, call: listApplications } : undefined);

// A card's vehicle box shows once its own calls have answered: its code loads as the cards render.
const loadVehicleBox = () => import('../dashboard/DashboardVehicleBox.tsx').then((module) => module.DashboardVehicleBox);
// §8: a box whose data could not be fetched stays hidden, silently (`failure="hidden"`); so does
// one whose code could not.

export const meta: MetaFunction = ({ location }) =>
  pageMeta({ title: 'My Account', description: 'Access and track all your loan applications.', pathname: location.pathname, noIndex: true });

interface DashboardLoad {
  readonly data: DashboardData;
  readonly now: Date;
}

/**
 * /dashboard: My Account. The page is pre-rendered as an empty shell; in the browser it follows the
 * session machine (an auto-login link signs in first; nobody signed in → home with #myaccount,
 * spec §4) and loads the applications and score once signed in.
 */
export default function DashboardRoute() {
  const { language } = useLanguage();
  const session = useSession();
  const signedIn = session.status === 'signedIn';

  const { state, retry } = useSignedInData<DashboardLoad>(async () => {
    // Asked for as the page hydrated (FIRST-CALL-001), or now.
    const { data } = await (takeFirstCall<ApplicationList>(APPLICATIONS) ?? listApplications(browserApiClient()));
    // The profile may have a name the stored session lacks (a new customer gave it in a journey,
    // DRAFT-008): greet with it, and keep it for the next first paint (DASH-GREET-001).
    const store = browserTokenStore(window.localStorage);
    const stored = await store.read();
    const { name } = data.user;
    if (stored !== null && (name.firstName !== stored.user.name.firstName || name.lastName !== stored.user.name.lastName)) {
      await store.write({ ...stored, user: { ...stored.user, name } });
    }
    return {
      now: new Date(),
      data: {
        user: name,
        mobile: data.user.mobile,
        creditScore: data.creditScore,
        applications: data.applications.map((card) => ({ ...card, loanId: card.loanId ?? undefined, userToken: card.userToken ?? '' })),
      },
    };
  }, [language]);
  // Nobody signed in (and no auto-login link under way): the login, on home (§4). A Logout or an
  // ended session here is the session machine's to redirect (SESSION-002, SESSION-006).
  useLoginWhenSignedOut(state);

  return (
    <DashboardPage user={state.kind === 'ready' ? state.data.data.user : signedIn ? session.user : null}>
      {state.kind === 'loading' && <DashboardSkeleton />}
      {state.kind === 'ready' && (
        <DashboardContent
          data={state.data.data}
          now={state.data.now}
          renderVehicleBox={(card) => <OnDemandPart load={loadVehicleBox} props={{ card }} failure="hidden" />}
          optOut={async (card) => {
            // POST consent/withdraw with the CARD-006 id, as application/{id} takes it (API-010).
            await browserApiClient().consentWithdraw({ body: { applicationId: applicationReference(card) } });
          }}
        />
      )}
      {state.kind === 'error' && <LoadFailure message={loadFailureMessage(dashboardStrings(language).loadFailed, state.error, language)} onRetry={retry} />}
    </DashboardPage>
  );
}
