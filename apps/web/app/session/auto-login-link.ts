/** The query parameters of an auto-login link: /dashboard?autoLogin=true&userMobile=…&userToken=… (§2 /dashboard, §4 Token handling). */
export const AUTO_LOGIN_PARAMS = { flag: 'autoLogin', mobile: 'userMobile', token: 'userToken' } as const;

/** The mobile and token an auto-login link carries. */
export interface AutoLoginLink {
  readonly userMobile: string;
  readonly userToken: string;
}

/**
 * Reads an auto-login link from a query string. The API validates both values; here only their
 * presence is checked.
 *
 * @param search - `location.search`
 * @returns the link's mobile and token, or null when the query is not an auto-login link
 */
export function autoLoginLinkOf(search: string): AutoLoginLink | null {
  const query = new URLSearchParams(search);
  if (query.get(AUTO_LOGIN_PARAMS.flag) !== 'true') return null;
  const userMobile = query.get(AUTO_LOGIN_PARAMS.mobile)?.trim() ?? '';
  const userToken = query.get(AUTO_LOGIN_PARAMS.token)?.trim() ?? '';
  return userMobile === '' || userToken === '' ? null : { userMobile, userToken };
}

/**
 * Reads a token link from a query string: a userToken (with its userMobile) that is not an
 * auto-login link, e.g. /?userToken=…&userMobile=…#myaccount (§2 Routes). It signs in only
 * through POST checkTokenExpiry (SESSION-005): expired goes to /expired-link, unknown goes home.
 *
 * @param search - `location.search`
 * @returns the link's mobile and token, or null when the query carries none (or is an auto-login link)
 */
export function tokenLinkOf(search: string): AutoLoginLink | null {
  const query = new URLSearchParams(search);
  if (query.get(AUTO_LOGIN_PARAMS.flag) === 'true') return null;
  const userMobile = query.get(AUTO_LOGIN_PARAMS.mobile)?.trim() ?? '';
  const userToken = query.get(AUTO_LOGIN_PARAMS.token)?.trim() ?? '';
  return userToken === '' ? null : { userMobile, userToken };
}

/**
 * The query string without the link's parameters, so that a single-use token does not stay in
 * the address bar (and in the history) once it has been used.
 *
 * @param search - `location.search`
 * @returns the remaining query, with its `?` when not empty
 */
export function withoutAutoLoginParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(AUTO_LOGIN_PARAMS)) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
