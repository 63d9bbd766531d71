import { apiMessageText, type ApiMessage } from '@rinn/contract';
import type { ShownMessage } from '@rinn/machines';
import type { JourneyMessage } from '@rinn/offers';
import type { Language } from '@rinn/rules';

/**
 * A machine's message in the page's language: a message code (a field message of
 * `@rinn/validation`, VAL-LOCALE-001, a journey step's own, STEP-LOCALE-001 of `@rinn/offers`, or
 * the server's, API-MSG-001 of `@rinn/contract`) written out by the catalogue of that language; a
 * text (a server that named no code) as it came; nothing as ''.
 *
 * @param message - what the machine hands the UI
 * @param language - the page's language
 * @returns the text to show
 * @example
 * ```ts
 * shownText({ code: 'MOBILE_INVALID' }, 'hi'); // 'कृपया सही मोबाइल नंबर डालें'
 * shownText({ code: 'chooseOption' }, 'hi'); // 'कृपया एक विकल्प चुनें।'
 * shownText({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } }, 'hi'); // 'ग़लत ओटीपी। 2 कोशिशें बाकी।'
 * shownText('Incorrect OTP', 'hi'); // 'Incorrect OTP'
 * ```
 */
export function shownText(message: ShownMessage | JourneyMessage | ApiMessage | null | undefined, language: Language): string {
  if (message === null || message === undefined) return '';
  return typeof message === 'string' ? message : apiMessageText(message, language);
}

/**
 * What a failed call says, in the page's language: the server's message by its code when the error
 * carries one (the API client's `apiMessage`, read by shape so the caller need not load the client);
 * on an English page, the words of a server's error answer that named no code (they are English);
 * otherwise nothing, and the caller says the failure in its own words.
 *
 * @rule LOAD-CODE-004 A failed call shows words only the server sent in an error answer (an
 *   error status), never a program's own: a client-side failure, an answer that did not match the
 *   contract ("The answer to … does not match the contract at …") or a fault in the page's code
 *   reads as try again in a moment.
 * @param error - what the call threw
 * @param language - the page's language
 * @returns the text to show, or undefined when the error says nothing a visitor should read
 * @example
 * ```ts
 * failureText({ message: 'Application not found.', apiMessage: { code: 'APPLICATION_NOT_FOUND' } }, 'hi'); // 'आवेदन नहीं मिला।'
 * failureText(new TypeError("Cannot read properties of undefined"), 'en'); // undefined
 * ```
 */
export function failureText(error: unknown, language: Language): string | undefined {
  const coded = codedMessageOf(error);
  if (coded !== undefined) return apiMessageText(coded, language);
  return language === 'en' && isServerErrorAnswer(error) && error.message !== '' ? error.message : undefined;
}

/** Whether the error is the server's error answer (an `ApiError` with an error status), read by shape. */
function isServerErrorAnswer(error: unknown): error is Error {
  const status = error instanceof Error ? (error as Error & { httpStatus?: unknown }).httpStatus : undefined;
  return typeof status === 'number' && status >= 400;
}

/** The `apiMessage` an error carries (an `ApiError` of the API client), read by shape. */
function codedMessageOf(error: unknown): ApiMessage | undefined {
  if (typeof error !== 'object' || error === null || !('apiMessage' in error)) return undefined;
  const coded = error.apiMessage;
  return typeof coded === 'object' && coded !== null && 'code' in coded && typeof coded.code === 'string' ? (coded as ApiMessage) : undefined;
}
