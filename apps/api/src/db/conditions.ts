import { and, or, type SQL } from 'drizzle-orm';

/**
 * Drizzle's `and` for conditions that are all there: `and` returns `undefined` only when it is
 * given none, which this signature rules out.
 *
 * @param first - a condition.
 * @param rest - more conditions.
 * @returns every condition together.
 */
export function allOf(first: SQL, ...rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}

/**
 * Drizzle's `or` for conditions that are all there (see {@link allOf}).
 *
 * @param first - a condition.
 * @param rest - more conditions.
 * @returns any one of the conditions.
 */
export function anyOf(first: SQL, ...rest: SQL[]): SQL {
  return or(first, ...rest) ?? first;
}
