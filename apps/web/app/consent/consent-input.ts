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
