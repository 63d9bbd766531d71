import { useEffect, type ReactNode } from 'react';
import { isLanguage, LANGUAGES, type Language } from '@rinn/rules';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useParams, useRouteError, type LinksFunction } from 'react-router';
import './app.css';
import { ChatLauncher } from './chatbot/ChatLauncher.tsx';
import { LoginGate } from './components/LoginGate.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { NotFound } from './components/NotFound.tsx';
import { HYDRATED_EVENT } from './hydration/hydration-trigger.ts';
import { isAppShell, prerendersAsIslands } from './hydration/route-handle.ts';
import { Island } from './islands/island.tsx';
import { LANGUAGE_PARAM, pageLanguage } from './i18n/language.ts';
import { webStrings } from './i18n/web-strings.ts';
import { SessionBridge } from './session/SessionBridge.tsx';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * What an application page shows with JavaScript off: that it needs JavaScript, and how to turn it
 * on, in each language given (HYDRATE-013). Inside `<noscript>`, so a browser running scripts
 * shows nothing of it.
 *
 * @param props - the languages to say it in
 * @returns the notice
 */
function NoScriptNotice({ languages }: { readonly languages: readonly Language[] }) {
  return (
    <noscript>
      <div className="page no-script-notice">
        {languages.map((language) => (
          <p key={language} className="card" lang={language}>
            {webStrings(language).needsJavaScript}
          </p>
        ))}
      </div>
    </noscript>
  );
}

/**
 * The HTML document around every page, including error pages.
 *
 * @rule HYDRATE-013 An application page (the dashboard, a loan's details, a sanction letter, the
 *   journey, a consent link, the credit score check), opened with JavaScript off, says that it
 *   needs JavaScript and how to turn it on, instead of its loading state alone: a pre-rendered one
 *   in its language, one served the SPA fallback (a loan's details, a consent link, the journey),
 *   which is one page for every language, in English and Hindi.
 * @param props - the page
 * @returns the document
 */
export function Layout({ children }: { readonly children: ReactNode }) {
  const language = pageLanguage(useLocation().pathname);
  // An application page (the dashboard, a loan's details, the journey …) is an empty shell until the
  // app runs: with JavaScript off, it says so instead of showing its loading state for ever.
  const matches = useMatches();
  const appShell = matches.some((match) => isAppShell(match.handle));
  // An islands page is pre-rendered without the router's scripts: its parts hydrate without it
  // (decision 0021). In the browser the router always renders them: a routed visit that reaches an
  // islands page renders it as any other.
  const routerScripts = typeof document !== 'undefined' || !prerendersAsIslands(matches.map((match) => match.handle));
  // Tells the hydration trigger of a pre-rendered page that React is in charge now: it records it
  // on `window.__rinnHydration` for the page's own code and the tests (nothing was held, HYDRATE-002).
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cab" />
        <Meta />
        <Links />
      </head>
      <body>
        <Island name="site-header" component={SiteHeader} props={{}} />
        <main id="main" tabIndex={-1}>
          {appShell && <NoScriptNotice languages={[language]} />}
          {children}
        </main>
        <Island name="site-footer" component={SiteFooter} props={{ year: new Date().getFullYear() }} />
        <Island name="login-gate" component={LoginGate} props={{}} />
        <Island name="chat-launcher" component={ChatLauncher} props={{}} />
        <Island name="session-bridge" component={SessionBridge} props={{}} />
        {routerScripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The page the route matched, or the not-found page when the segment in the language's place is
 * not a language (`/fr/emi-calculator`: routes.ts takes any first segment there; LANG-001 says
 * only en and hi are languages).
 *
 * @returns the page
 */
export default function App() {
  const languageSegment = useParams()[LANGUAGE_PARAM];
  return languageSegment === undefined || isLanguage(languageSegment) ? <Outlet /> : <NotFound />;
}

/**
 * The SPA fallback's page (`__spa-fallback.html`), served for the application pages that are not
 * pre-rendered (a loan's details, a consent link, the journey) until the app has loaded: nothing
 * with JavaScript on, the notice with it off (HYDRATE-013). One file serves every language, so the
 * notice is in both.
 *
 * @returns the fallback
 */
export function HydrateFallback() {
  return <NoScriptNotice languages={LANGUAGES} />;
}

/**
 * What a page shows when rendering fails: the not-found page for a 404, a short notice in the page's
 * language otherwise.
 *
 * @returns the error page
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const copy = webStrings(pageLanguage(useLocation().pathname));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page page--narrow">
      <h1>{copy.errorTitle}</h1>
      <p>{copy.errorText}</p>
    </section>
  );
}
