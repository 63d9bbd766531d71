import { tokenSchema } from '@rinn/contract';
import type { ConsentInput } from '@rinn/machines';

/**
 * The consent link's query (§2 Consent terms page): `ckyc` (true/false) and `origin`.
 *
 * @param token - the link's token, from the path
 * @param search - the link's query string
 * @returns the consent machine's input
 * @example
 * consentInputOf('tok', '?ckyc=true&origin=lender'); // { token: 'tok', ckyc: true, origin: 'lender' }
 */
export function consentInputOf(token: string, search: string): ConsentInput {
  const query = new URLSearchParams(search);
  return { token, ckyc: query.get('ckyc') === 'true', origin: query.get('origin') || 'web' };
}

/**
 * Whether a consent link's token has the shape the API accepts. A malformed one (cut short when
 * copied, or typed by hand) is a link that cannot be used: the page goes to "Whoops! Link Expired"
 * instead of sending it to the API and showing a validation message.
 *
 * @param token - the token from the link's path
 * @returns true when the API could know the token
 * @example
 * isWellFormedConsentToken('abc'); // false
 */
export function isWellFormedConsentToken(token: string): boolean {
  return tokenSchema.safeParse(token).success;
}

/** Where a link that cannot be used goes (spec §2 /expired-link, consent={status}). */
export const MALFORMED_LINK_PATH = '/expired-link?consent=invalid';
