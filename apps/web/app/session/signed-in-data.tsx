import type { Language } from '@rinn/rules';
import { useEffect, useRef, type DependencyList } from 'react';
import { useNavigate } from 'react-router';
import { MY_ACCOUNT_HASH } from '../components/SiteHeader.tsx';
import { failureText } from '../i18n/shown-message.ts';
import { failureMessage } from '../widgets/load-failure.tsx';
import { useLoadedData, type LoadedData } from '../widgets/loaded-data.ts';
import { useSession } from './session-view.ts';

/**
 * Where a signed-in page's data stands. `signed-out`: nobody was signed in on this page (it sends
 * the visitor to the login); `loading` also covers the moment before the session is known, and a
 * sign-out after it, which the session machine redirects itself.
 */
export type SignedInData<T> = { readonly kind: 'signed-out' } | LoadedData<T>;

/** What {@link useSignedInData} gives a page. */
export interface SignedInResource<T> {
  readonly state: SignedInData<T>;
  /** Loads again (the Try again of `LoadFailure`). */
  readonly retry: () => void;
}

/**
 * The one way a signed-in page (dashboard, application details, sanction letter, score check)
 * loads its data: once the session machine says someone is signed in, `load` runs (see
 * `useLoadedData`); the page shows its skeleton while it runs, then the data, or the failure
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
 * Why a load failed, in the page language, after the page's own first sentence: what the server
 * said (`failureText`: by its code, API-MSG-001, or on an English page its error answer's words),
 * or else no connection, or try again in a moment.
 *
 * @param lead - what could not be loaded ("We could not fetch your credit score.")
 * @param error - what the load threw (an `ApiError` of the API client, usually)
 * @param language - the page language
 * @returns the message to show
 */
export function loadFailureMessage(lead: string, error: unknown, language: Language): string {
  const said = failureText(error, language);
  return said === undefined ? failureMessage(lead, error, language) : `${lead} ${said}`;
}
