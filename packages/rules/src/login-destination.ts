/**
 * The pages a login returns to instead of going to /dashboard, in any language: the credit-score
 * check, which the login only interrupts (§2 /cibil-score-check).
 */
export const LOGIN_RETURN_PAGES: readonly string[] = ['/cibil-score-check'];

/**
 * Where a successful login goes (LOGIN-005, LOGIN-006), before the query string is added.
 *
 * @rule LOGIN-006 A login opened on a page that it only interrupts (the credit-score check, in
 *   English or Hindi) returns to that page, so the check goes on; from anywhere else it goes to
 *   /dashboard (LOGIN-005).
 * @spec §1 one-time free credit-score check; §2 Routes (/cibil-score-check, /dashboard)
 * @param pathname - the page the login was opened on, if known
 * @returns that page for a return page, otherwise '/dashboard'
 * @example
 * ```ts
 * loginDestination('/hi/cibil-score-check'); // '/hi/cibil-score-check'
 * loginDestination('/'); // '/dashboard'
 * ```
 */
export function loginDestination(pathname: string | undefined): string {
  if (pathname === undefined) return '/dashboard';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const withoutLanguage = trimmed.replace(/^\/(?:en|hi)(?=\/)/, '');
  return LOGIN_RETURN_PAGES.includes(withoutLanguage) ? trimmed : '/dashboard';
}

