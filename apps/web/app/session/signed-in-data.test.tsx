import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentSessionView, publishSession, SESSION_UNKNOWN, sessionUnavailable, SIGNED_OUT, type SessionView } from './session-view.ts';
import { loadFailureMessage, useSignedInData } from './signed-in-data.tsx';
import { useLoadedData } from '../widgets/loaded-data.ts';
import { importedModules } from '../widgets/load-failure.tsx';

const SIGNED_IN: SessionView = { status: 'signedIn', user: { firstName: 'Asha', lastName: 'Rao' }, viaAutoLogin: false, logout: () => undefined };
const UNKNOWN: SessionView = { ...SIGNED_IN, status: 'unknown', user: null };

/** A load the test settles by hand, remembering each call. */
function deferredLoads<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal }));
  return { load, calls };
}

afterEach(() => {
  cleanup();
  act(() => publishSession(UNKNOWN));
});

describe('signed-in data: one way to load, wait, fail and retry', () => {
  it('loads nothing until someone is signed in, then shows loading, then the data', async () => {
    act(() => publishSession(UNKNOWN));
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useSignedInData(load, []));
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(calls).toHaveLength(0);
    act(() => publishSession(SIGNED_IN));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve('applications'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: 'applications' }));
  });

  it('says signed-out when nobody is, and never loads', () => {
    act(() => publishSession(SIGNED_OUT));
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useSignedInData(load, []));
    expect(result.current.state).toEqual({ kind: 'signed-out' });
    expect(calls).toHaveLength(0);
  });

  it('a sign-out after being signed in on the page is left to the session machine: never signed-out, so the page does not redirect too', async () => {
    act(() => publishSession(SIGNED_IN));
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useSignedInData(load, []));
    await act(async () => calls[0]?.resolve('applications'));
    act(() => publishSession(SIGNED_OUT));
    expect(result.current.state.kind).not.toBe('signed-out');
  });

  it('a failure is kept with its error, and Try again loads again', async () => {
    act(() => publishSession(SIGNED_IN));
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useSignedInData(load, []));
    const failure = new Error('Service unavailable');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current.state).toEqual({ kind: 'error', error: failure });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve('score'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: 'score' }));
  });

  it('an answer for a page the visitor has moved on from is dropped, and its request told to stop', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ id }) => useLoadedData(load, [id]), { initialProps: { id: 'CNS-1' } });
    rerender({ id: 'CNS-2' });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('second'));
    await act(async () => calls[0]?.resolve('first, late'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: 'second' }));
  });

  it('LOAD-CODE-003: a session whose code could not be fetched is the page’s failure, and Try again starts it again', async () => {
    const unfetched = await importedModules(Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((error: unknown) => error);
    let starts = 0;
    act(() => publishSession(sessionUnavailable(unfetched, () => (starts += 1))));
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useSignedInData(load, []));
    expect(result.current.state).toEqual({ kind: 'error', error: unfetched });
    expect(loadFailureMessage('We could not load your applications.', unfetched, 'en')).toBe('We could not load your applications. Check your internet connection and try again.');
    expect(calls).toHaveLength(0);
    act(() => result.current.retry());
    expect(starts).toBe(1);
    act(() => publishSession(SIGNED_IN));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve('applications'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', data: 'applications' }));
  });

  it('LOAD-CODE-003: a Logout tapped before the session could start waits for the session, not for its failure', () => {
    act(() => publishSession(SESSION_UNKNOWN));
    let loggedOut = 0;
    currentSessionView().logout();
    act(() => publishSession(sessionUnavailable(new Error('unfetched'), () => undefined)));
    act(() => publishSession({ ...SIGNED_IN, logout: () => (loggedOut += 1) }));
    return Promise.resolve().then(() => expect(loggedOut).toBe(1));
  });

  it('a failure reads as the page’s sentence and why: offline, the server’s English words, or later', () => {
    const offline = Object.assign(new Error('fetch failed'), { code: 'NETWORK_ERROR' });
    expect(loadFailureMessage('We could not load your applications.', offline, 'en')).toBe('We could not load your applications. Check your internet connection and try again.');
    const refused = Object.assign(new Error('Please log in again.'), { code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(loadFailureMessage('We could not load your applications.', refused, 'en')).toBe('We could not load your applications. Please log in again.');
    expect(loadFailureMessage('हम आपके आवेदन लोड नहीं कर सके।', refused, 'hi')).toBe('हम आपके आवेदन लोड नहीं कर सके। कृपया थोड़ी देर में फिर से कोशिश करें।');
    expect(loadFailureMessage('We could not load your applications.', 'not an error', 'en')).toBe('We could not load your applications. Please try again in a moment.');
  });

  it('LOAD-CODE-004: a failure that is not the server’s error answer never shows its own words, English pages too', () => {
    const mismatch = Object.assign(new Error('The answer to applicationList does not match the contract at applications.0.id: invalid'), {
      code: 'INVALID_RESPONSE',
      httpStatus: 200,
    });
    const notSent = Object.assign(new Error('Please log in to continue.'), { code: 'NOT_LOGGED_IN', httpStatus: 0 });
    const fault = new TypeError("Cannot read properties of undefined (reading 'applications')");
    for (const error of [mismatch, notSent, fault]) {
      expect(loadFailureMessage('We could not load your applications.', error, 'en')).toBe('We could not load your applications. Please try again in a moment.');
      expect(loadFailureMessage('हम आपके आवेदन लोड नहीं कर सके।', error, 'hi')).toBe('हम आपके आवेदन लोड नहीं कर सके। कृपया थोड़ी देर में फिर से कोशिश करें।');
    }
  });

  it('LOAD-CODE-001: code that could not be fetched reads as the connection’s, never in the browser’s words', async () => {
    const unfetched = new TypeError('Failed to fetch dynamically imported module: https://rinn.example/assets/api-nIJnv6oa.js');
    const failure: unknown = await importedModules(Promise.reject(unfetched)).catch((error: unknown) => error);
    expect(loadFailureMessage('We could not load this application.', failure, 'en')).toBe('We could not load this application. Check your internet connection and try again.');
    expect(loadFailureMessage('हम आपके आवेदन का विवरण लोड नहीं कर सके।', failure, 'hi')).toBe('हम आपके आवेदन का विवरण लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    expect((failure as Error).cause).toBe(unfetched);
    await expect(importedModules(Promise.resolve({ browserApiClient: 'the module' }))).resolves.toEqual({ browserApiClient: 'the module' });
  });

  it('API-MSG-001: a server message sent with its code reads in the page language, Hindi too', () => {
    const notFound = Object.assign(new Error('Application not found.'), { apiMessage: { code: 'APPLICATION_NOT_FOUND' } });
    expect(loadFailureMessage('हम आपके आवेदन का विवरण लोड नहीं कर सके।', notFound, 'hi')).toBe('हम आपके आवेदन का विवरण लोड नहीं कर सके। आवेदन नहीं मिला।');
    expect(loadFailureMessage('We could not load this application.', notFound, 'en')).toBe('We could not load this application. Application not found.');
  });
});
