import { idSchema } from '@rinn/contract';

/**
 * The application id in a sanction letter link: the page takes it base64-encoded in `id` (§2
 * Sanction letter download page). Anything that does not decode to a plain id is refused.
 *
 * @param search - the page's query string
 * @returns the download id, or null
 * @example
 * sanctionIdFromQuery('?id=Uk5VQzIwMjYwMDAxODQ='); // 'RNUC2026000184'
 */
export function sanctionIdFromQuery(search: string): string | null {
  const encoded = new URLSearchParams(search).get('id');
  if (!encoded) return null;
  try {
    const parsed = idSchema.safeParse(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')).trim());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
