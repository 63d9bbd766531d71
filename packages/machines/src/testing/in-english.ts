import { apiMessageText, type ApiMessage } from '@rinn/contract';

/**
 * A machine's message as an English page shows it, so tests pin the spec's exact texts: a code
 * written out by the English catalogue, a server text as it came.
 *
 * @param message - a message a machine hands its UI
 * @returns the English text, or null
 * @example inEnglish({ code: 'REQUIRED' }) // 'Field cannot be left empty'
 */
export function inEnglish(message: ApiMessage | string | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  return typeof message === 'string' ? message : apiMessageText(message, 'en');
}
