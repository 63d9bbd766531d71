import { indiaCalendarDate } from '@rinn/format';
import type { AuthSession } from '@rinn/machines';
import { useMemo } from 'react';
import { useLocation, useNavigate, type MetaFunction } from 'react-router';
import { pageLanguage, localizedPath, useLanguage } from '../i18n/language.ts';
import type { JourneyActors } from '../journey/journey-actors.ts';
import { journeyAddressOf } from '../journey/journey-input.ts';
import { journeyStrings } from '../journey/journey-strings.ts';
import { JourneyFlow } from '../journey/JourneyFlow.tsx';
import '../journey/journey.css';
import { pageMeta } from '../seo/page-meta.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';
import { loadFailureMessage } from '../session/signed-in-data.tsx';
import { useLoadedData } from '../widgets/loaded-data.ts';
import { importedModules, LoadFailure } from '../widgets/load-failure.tsx';

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

export const meta: MetaFunction = ({ location }) => {
  const copy = journeyStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.pageTitle, description: copy.pageDescription, pathname: location.pathname, noIndex: true });
};

type Journey = {
  readonly actors: JourneyActors;
  readonly session: AuthSession | null;
};

/** Builds one journey's effects and reads who is signed in, when that journey starts. */
type JourneyFactory = () => Journey;

/**
 * /journey?{§3 journey-start parameters}: the loan application journey (§10). Rendered in the
 * browser only (a static host serves the SPA fallback): the signed-in session, the machine and the
 * API client load once the page is up, so the journey starts knowing who is signed in.
 */
export default function JourneyRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const copy = journeyStrings(language);

  // The machine, the API client and who is signed in load once the page is up.
  const { state, retry } = useLoadedData<{ readonly create: JourneyFactory }>(async () => {
    const [{ browserApiClient }, { browserSession }, { journeyActors }, { journeyServices }, { waitFor }] = await importedModules(
      Promise.all([
        import('../session/api.ts'),
        import('../session/session-runtime.ts'),
        import('../journey/journey-actors.ts'),
        import('../journey/journey-api.ts'),
        import('xstate'),
      ]),
    );
    const runtime = await browserSession();
    // A sign-in or sign-out under way settles first: the journey asks for an OTP only when nobody is signed in.
    await waitFor(runtime.actor, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
    const client = browserApiClient();
    const create: JourneyFactory = () => {
      const snapshot = runtime.actor.getSnapshot();
      return {
        actors: journeyActors(client, journeyServices(client), (to) => navigate(localizedPath(to, language)), language),
        session: snapshot.matches('signedIn') ? snapshot.context.session : null,
      };
    };
    return { create };
  }, [navigate, language]);
  const factory = state.kind === 'ready' ? state.data : null;

  // Each journey address (a second Check your offer) starts a journey of its own.
  const journey = useMemo(() => (factory === null ? null : { search, ...factory.create() }), [factory, search]);

  if (journey === null) {
    return (
      <section className="page page--narrow journey" data-chat-stays-closed="">
        <h1>{copy.heading}</h1>
        {state.kind === 'error' ? (
          <LoadFailure message={loadFailureMessage(copy.loadFailed, state.error, language)} onRetry={retry} />
        ) : (
          <p role="status">{copy.loading}</p>
        )}
      </section>
    );
  }
  return (
    <JourneyFlow
      key={journey.search}
      input={{ ...journeyAddressOf(journey.search), session: journey.session, today: indiaCalendarDate(new Date()) }}
      actors={journey.actors}
    />
  );
}
