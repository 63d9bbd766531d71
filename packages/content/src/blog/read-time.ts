import { parseBlogMarkup, plainTextOf } from './markup.js';

/** Reading speed assumed for read times, in words per minute. */
export const READING_SPEED_WPM = 200;

/**
 * Number of words a reader sees: whitespace-separated runs that hold a letter or digit of any
 * script, so markup markers, link targets and stray punctuation (such as the danda) do not count.
 *
 * @param body - The article body in blog markup.
 * @returns The word count.
 * @example countWords('## EMI\nPay **on time** – always.') // 5
 */
export function countWords(body: string): number {
  const tokens = plainTextOf(parseBlogMarkup(body)).split(/\s+/u);
  return tokens.filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Read time of an article shown on its banner and card.
 *
 * @rule BLOG-003 Read time is the visible word count divided by 200 words a minute, rounded up,
 *   and at least 1 minute; Hindi counts whitespace-separated words the same way.
 * @spec §2 Screens — blog banner shows the read time; §3 Blog item readTime.
 * @formula readTime = max(1, ceil(words / 200))
 * @workedExample 601 words → 4 minutes; 0 words → 1 minute
 * @param body - The article body in blog markup.
 * @returns Whole minutes, at least 1.
 * @example computeReadTime('word '.repeat(401)) // 3
 */
export function computeReadTime(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / READING_SPEED_WPM));
}
