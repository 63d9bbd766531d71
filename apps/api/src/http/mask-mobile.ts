import { redactTokens } from './log-redaction.js';

/**
 * An Indian mobile number anywhere in text: ten digits starting 6–9, optionally after +91 or 91,
 * not part of a longer number or a decimal fraction.
 */
const MOBILE_IN_TEXT = /(?<![\d.])((?:\+?91[ -]?)?)([6-9]\d{5})(\d{4})(?!\d)/g;

/**
 * Hides all but the last four digits of every mobile number in a text.
 *
 * @rule SEC-002 No log line carries a full mobile number: every 10-digit Indian mobile is logged as
 *   XXXXXX followed by its last four digits.
 * @spec §6
 * @param text - any text, typically a serialised log line.
 * @returns the text with each mobile masked.
 * @example
 * maskMobiles('sent to 9876543210'); // 'sent to XXXXXX3210'
 */
export function maskMobiles(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (_match, prefix: string, hidden: string, lastFour: string) => `${prefix}${maskMobile(hidden + lastFour)}`);
}

/**
 * One mobile as the consent page, an SMS log or a letter shows it: the mask of SEC-002.
 *
 * @param mobile - 10 digits.
 * @returns `XXXXXX` and the last 4 digits.
 * @example
 * maskMobile('9876543210'); // 'XXXXXX3210'
 */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** Something log lines can be written to (a pino destination). */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Wraps a log destination so that every line written through it has its mobiles masked and its
 * token-shaped values redacted (SEC-005).
 *
 * @param destination - where masked lines go (stdout, or a capture in tests).
 * @returns a destination for Fastify's `logger.stream`.
 * @example
 * const stream = maskingDestination(process.stdout);
 */
export function maskingDestination(destination: LogDestination): LogDestination {
  return { write: (line: string) => destination.write(maskMobiles(redactTokens(line))) };
}
