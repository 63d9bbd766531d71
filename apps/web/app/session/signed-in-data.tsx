import type { Language } from '@rinn/rules';
import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useNavigate } from 'react-router';
import { MY_ACCOUNT_HASH } from '../components/SiteHeader.tsx';
import { failureText } from '../i18n/shown-message.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { isLostConnection } from '../widgets/load-failure.tsx';
import { useSession } from './session-view.ts';

/**
 * Where a signed-in page's data stands. `signed-out`: nobody was signed in on this page (it sends
 * the visitor to the login); `loading` also covers the moment before the session is known, and a
 * sign-out after it, which the session machine redirects itself.
 */
export type SignedInData<T> =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: T }
  | { readonly kind: 'error'; readonly error: unknown };

/** What {@link useSignedInData} gives a page. */
export interface SignedInResource<T> {
  readonly state: SignedInData<T>;
  /** Loads again (the Try again of `LoadFailure`). */
  readonly retry: () => void;
}

/**
 * The one way a signed-in page (dashboard, application details, sanction letter, score check)
 * loads its data: once the session machine says someone is signed in, `load` runs (see
 * {@link useLoadedData}); the page shows its skeleton while it runs, then the data, or the failure
 * with Try again.
 *
 * @param load - fetches the page's data; loads the API client itself, so content pages never do
 * @param dependencies - what `load` reads from the page (an id, the query): a change loads again
 * @returns the state to render and `retry`
 */
export function useSignedInData<T>(load: (signal: AbortSignal) => Promise<T>, dependencies: DependencyList): SignedInResource<T> {
  const session = useSession();
  const resource = useLoadedData(load, dependencies, session.status === 'signedIn');
  const wasSignedIn = useRef(false);
  // The session's own code could not be fetched: the page says so, and Try again starts it again.
  if (session.unavailable !== undefined) return { state: { kind: 'error', error: session.unavailable.error }, retry: session.unavailable.retry };
  if (session.status === 'signedIn') wasSignedIn.current = true;
  if (session.status === 'signedOut') {
    // Signed out after being signed in on this page (a Logout, an ended session): the session
    // machine redirects (SESSION-002, SESSION-006), and a page that sent the visitor to the login
    // as well would race it and reopen the login over home after a Logout.
    return { state: wasSignedIn.current ? { kind: 'loading' } : { kind: 'signed-out' }, retry: resource.retry };
  }
  return resource;
}

/**
 * Sends a visitor whom nobody signed in for to the login, on home (§4): the one redirect of the
 * signed-in pages. A sign-out while on the page never reaches it (see {@link useSignedInData}).
 *
 * @param state - the page's data state
 */
export function useLoginWhenSignedOut(state: SignedInData<unknown>): void {
  const navigate = useNavigate();
  const signedOut = state.kind === 'signed-out';
  useEffect(() => {
    if (signedOut) void navigate(`/${MY_ACCOUNT_HASH}`, { replace: true });
  }, [signedOut, navigate]);
}

/**
 * Loads data for a part of a signed-in page that the page has already decided to show (the
 * vehicle box of a dashboard card), or the code a page runs itself (the journey and the consent
 * link, whose flows then load their data in their machines' actors): `load` runs once `enabled`, and again when `dependencies`
 * change or on `retry`. An answer that arrives after the part has moved on (other dependencies, a
 * retry, unmounted) is dropped, through the signal `load` is given, which it may also pass to its
 * requests.
 *
 * @param load - fetches the data
 * @param dependencies - what `load` reads: a change loads again
 * @param enabled - false holds the load (and shows `loading`) until it turns true
 * @returns the state to render and `retry`
 */
export function useLoadedData<T>(load: (signal: AbortSignal) => Promise<T>, dependencies: DependencyList, enabled = true): SignedInResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SignedInData<T>>({ kind: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (data) => {
        // A transition, so React renders a long list (the dashboard's cards) in slices between
        // which the browser stays responsive.
        if (!controller.signal.aborted) startTransition(() => setState({ kind: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; what it reads is listed in `dependencies`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` reads, as for useEffect
  }, [enabled, attempt, ...dependencies]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: enabled ? state : { kind: 'loading' }, retry };
}

/**
 * Why a load failed, in the page language, after the page's own first sentence: no connection, or
 * the server's message in the page's language by its code (API-MSG-001), or on an English page a
 * server's words that named no code (they are English), or try again later.
 *
 * @param lead - what could not be loaded ("We could not fetch your credit score.")
 * @param error - what the load threw (an `ApiError` of the API client, usually)
 * @param language - the page language
 * @returns the message to show
 */
export function loadFailureMessage(lead: string, error: unknown, language: Language): string {
  const copy = webStrings(language);
  if (isLostConnection(error)) return `${lead} ${copy.loadOffline}`;
  const coded = typeof error === 'object' && error !== null && 'apiMessage' in error && error.apiMessage !== undefined;
  const said = coded || language === 'en' ? failureText(error, language) : undefined;
  if (said !== undefined) return `${lead} ${said}`;
  return `${lead} ${copy.loadTryLater}`;
}
