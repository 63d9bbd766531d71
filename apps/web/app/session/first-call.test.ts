import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './browser-token-store.ts';
import { startFirstCall, storedSessionToken, takeFirstCall } from './first-call.ts';

function storeSession(sessionToken: string): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', sessionToken, user: { mobile: '9876543210' }, autoLogin: false }));
}

afterEach(() => {
  window.localStorage.clear();
  // Whatever a test left started is taken, so the next starts clean.
  void takeFirstCall('dashboard')?.catch(() => undefined);
  void takeFirstCall('other page')?.catch(() => undefined);
});

describe('the first call of a signed-in page, asked for before hydration', () => {
  it('FIRST-CALL-001 with a stored session, asks at once, and the page takes that answer once', async () => {
    storeSession('session-a');
    const call = vi.fn(() => Promise.resolve('applications'));
    startFirstCall('dashboard', call);
    expect(call).toHaveBeenCalledTimes(1);
    await expect(takeFirstCall('dashboard')).resolves.toBe('applications');
    // Taken once: a later load (Try again, another language) asks the server again.
    expect(takeFirstCall('dashboard')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('FIRST-CALL-001 asks nothing early with no stored session, or one that cannot be read', () => {
    const call = vi.fn(() => Promise.resolve('applications'));
    startFirstCall('dashboard', call);
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    startFirstCall('dashboard', call);
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'access' }));
    startFirstCall('dashboard', call);
    expect(storedSessionToken()).toBeNull();
    expect(takeFirstCall('dashboard')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('FIRST-CALL-001 is not taken after the stored session changed (a sign-in since), nor by another page', () => {
    storeSession('session-a');
    startFirstCall('dashboard', () => Promise.resolve('applications of session a'));
    expect(takeFirstCall('other page')).toBeNull();
    storeSession('session-b');
    expect(takeFirstCall('dashboard')).toBeNull();
    // Nor later, with the first session back: it was dropped when the page looked for it.
    storeSession('session-a');
    expect(takeFirstCall('dashboard')).toBeNull();
  });

  it('FIRST-CALL-001 hands a failed call, even one that throws at once, to the page to report, and none goes unhandled before', async () => {
    storeSession('session-a');
    startFirstCall('dashboard', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeFirstCall('dashboard')).rejects.toThrow('offline');
    startFirstCall('dashboard', () => {
      throw new Error('no client');
    });
    await expect(takeFirstCall('dashboard')).rejects.toThrow('no client');
  });
});
