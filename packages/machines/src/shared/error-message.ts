/**
 * The text to show for an effect that failed: the server's message when the app's actor rejected
 * with one (§8: OTP failures are shown inline), otherwise the rejection itself as text.
 *
 * @param error - what the actor rejected with.
 * @returns a message for the visitor.
 * @example
 * ```ts
 * errorMessage(new Error('Incorrect OTP')); // 'Incorrect OTP'
 * ```
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
