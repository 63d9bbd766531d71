import type { ShownMessage } from './shown-message.js';

/**
 * The message to show for an effect that failed: the server's message as a code with its values
 * when the app's actor rejected with one (the API client's `apiMessage`, API-MSG-001), so the UI
 * writes it in the page's language; else its text (§8: OTP failures are shown inline); otherwise
 * the rejection itself as text.
 *
 * @param error - what the actor rejected with.
 * @returns a message for the visitor.
 * @example
 * ```ts
 * errorMessage(new Error('Incorrect OTP')); // 'Incorrect OTP'
 * errorMessage({ message: 'Incorrect OTP. 2 attempts left.', apiMessage: { code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } } });
 * // { code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } }
 * ```
 */
export function errorMessage(error: unknown): ShownMessage {
  if (typeof error === 'object' && error !== null && 'apiMessage' in error) {
    const coded = error.apiMessage;
    if (typeof coded === 'object' && coded !== null && 'code' in coded && typeof coded.code === 'string') return coded as ShownMessage;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
