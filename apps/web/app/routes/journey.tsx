import type { AuthSession } from '@rinn/machines';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type MetaFunction } from 'react-router';
import { pageLanguage, localizedPath, useLanguage } from '../i18n/language.ts';
import type { JourneyActors, JourneyServices } from '../journey/journey-actors.ts';
import { journeyAddressOf } from '../journey/journey-input.ts';
import { journeyStrings } from '../journey/journey-strings.ts';
import { JourneyFlow } from '../journey/JourneyFlow.tsx';
import '../journey/journey.css';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const copy = journeyStrings(pageLanguage(location.pathname));
  return pageMeta({ title: copy.pageTitle, description: copy.pageDescription, pathname: location.pathname, noIndex: true });
};

type Loaded = {
  readonly actors: JourneyActors;
  readonly services: JourneyServices;
  readonly session: AuthSession | null;
};

/**
 * /journey?{§3 journey-start parameters}: the loan application journey (issue 8). Rendered in the
 * browser only (a static host serves the SPA fallback): the signed-in session, the machine and the
 * API client load once the page is up, so the journey starts knowing who is signed in.
 */
export default function JourneyRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const copy = journeyStrings(language);
  const [address] = useState(() => journeyAddressOf(search));
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      const [{ browserApiClient }, { browserSession }, { journeyActors }, { journeyServices }, { waitFor }] = await Promise.all([
        import('../session/api.ts'),
        import('../session/session-runtime.ts'),
        import('../journey/journey-actors.ts'),
        import('../journey/journey-api.ts'),
        import('xstate'),
      ]);
      const runtime = await browserSession();
      // A sign-in or sign-out under way settles first: the journey asks for an OTP only when nobody is signed in.
      const settled = await waitFor(runtime.actor, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
      const session = settled.matches('signedIn') ? settled.context.session : null;
      const client = browserApiClient();
      const services = journeyServices(client);
      const actors = journeyActors(client, services, (to) => navigate(localizedPath(to, language)));
      if (active) setLoaded({ actors, services, session });
    })();
    return () => {
      active = false;
    };
  }, [navigate, language]);

  if (loaded === null) {
    return (
      <section className="page page--narrow journey">
        <h1>{copy.heading}</h1>
        <p role="status">{copy.loading}</p>
      </section>
    );
  }
  return <JourneyFlow input={{ ...address, session: loaded.session }} actors={loaded.actors} services={loaded.services} />;
}
