import type { Language } from '@rinn/rules';
import { localizedPath } from '../i18n/language.ts';

/**
 * The chat launcher as a link (HYDRATE-010): it works before the app has hydrated, and with no
 * JavaScript at all, because it leads somewhere by itself.
 */

/** The query parameter, and its value, of an address that asks for the chat. */
export const CHAT_QUERY = { name: 'chat', value: 'open' } as const;

/**
 * Where the chat launcher leads when the browser follows it: the contact page, asking for the chat.
 *
 * @rule HYDRATE-010 The chat launcher is a link to the contact page in the page's language with
 *   `?chat=open`: followed before hydration, the chat opens there once the app runs; with no
 *   JavaScript the contact page gives the telephone, e-mail and address. A page opened with
 *   `chat=open` opens the chat as if the visitor had tapped the launcher, and the address drops the
 *   parameter, keeping the rest of its query and its hash, so a reload or a shared address does not
 *   open it again.
 *
 * @param language - the page's language
 * @returns the link's address
 * @example chatLinkHref('hi'); // '/hi/contact-us?chat=open'
 */
export function chatLinkHref(language: Language): string {
  return `${localizedPath('/contact-us', language)}?${CHAT_QUERY.name}=${CHAT_QUERY.value}`;
}

/**
 * Whether an address's query asks for the chat.
 *
 * @param search - `location.search`
 * @returns true for a query with `chat=open`
 */
export function asksForChat(search: string): boolean {
  return new URLSearchParams(search).get(CHAT_QUERY.name) === CHAT_QUERY.value;
}

/**
 * An address without the request for the chat, the rest of its query and its hash kept.
 *
 * @param url - the page's address
 * @returns the path, the query left (with its `?`, or none) and the hash
 * @example addressWithoutChatRequest(new URL('https://rinn.in/contact-us?chat=open&utm_source=x#form')); // '/contact-us?utm_source=x#form'
 */
export function addressWithoutChatRequest(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(CHAT_QUERY.name);
  const query = params.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}${url.hash}`;
}
