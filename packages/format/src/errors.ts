import { FORMAT_ERROR_MESSAGES } from './messages.js';

/** Stable codes of {@link FormatError}. */
export type FormatErrorCode = keyof typeof FORMAT_ERROR_MESSAGES;

/**
 * Thrown when a formatter is given something it cannot show (NaN, a negative count, an
 * unreadable date). The `code` is stable; the message may be reworded.
 *
 * @example try { formatIndianNumber(Number.NaN) } catch (error) { if (error instanceof FormatError) error.code // 'NOT_FINITE' }
 */
export class FormatError extends Error {
  readonly code: FormatErrorCode;

  constructor(code: FormatErrorCode, message: string) {
    super(message);
    this.name = 'FormatError';
    this.code = code;
  }
}

/**
 * Refuses NaN and the infinities.
 *
 * @param value - The number to check.
 * @returns The same number.
 * @throws FormatError with code NOT_FINITE.
 * @example assertFinite(1) // 1
 */
export function assertFinite(value: number): number {
  if (!Number.isFinite(value)) throw new FormatError('NOT_FINITE', FORMAT_ERROR_MESSAGES.NOT_FINITE(value));
  return value;
}

/**
 * Refuses NaN, the infinities and negative numbers.
 *
 * @param value - The number to check.
 * @returns The same number.
 * @throws FormatError with code NOT_FINITE or NEGATIVE.
 * @example assertNonNegative(0) // 0
 */
export function assertNonNegative(value: number): number {
  assertFinite(value);
  if (value < 0) throw new FormatError('NEGATIVE', FORMAT_ERROR_MESSAGES.NEGATIVE(value));
  return value;
}
