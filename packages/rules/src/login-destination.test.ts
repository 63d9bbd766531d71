import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LOGIN_RETURN_PAGES, loginDestination } from './login-destination.js';

describe('where a login goes', () => {
  it.each([
    ['/cibil-score-check', '/cibil-score-check'],
    ['/hi/cibil-score-check', '/hi/cibil-score-check'],
    ['/en/cibil-score-check/', '/en/cibil-score-check'],
    ['/', '/dashboard'],
    ['/hi', '/dashboard'],
    ['/cibil-score', '/dashboard'],
    ['/cibil-score-check-extra', '/dashboard'],
    [undefined, '/dashboard'],
  ])('LOGIN-006: a login opened on %s goes to %s', (pathname, destination) => {
    expect(loginDestination(pathname)).toBe(destination);
  });

  test.prop([fc.webPath()])('LOGIN-006: only the credit-score check is returned to; every other page leads to /dashboard', (pathname) => {
    const isCheck = /^\/(?:(?:en|hi)\/)?cibil-score-check\/*$/.test(pathname);
    expect(loginDestination(pathname)).toBe(isCheck ? pathname.replace(/\/+$/, '') : '/dashboard');
  });

  it('LOGIN-006: the return pages are same-site paths', () => {
    for (const page of LOGIN_RETURN_PAGES) expect(page).toMatch(/^\/[a-z-]+$/);
  });
});
