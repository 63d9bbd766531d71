import { formatIndianNumber } from '@rinn/format';

/**
 * A rate as written in content, with up to two decimals and no trailing zeros. Rupee amounts use
 * `formatRupees` of @rinn/format directly.
 *
 * @param percent - The rate in percent.
 * @returns For example `10.85%`.
 * @example formatPercent(10.3) // '10.3%'
 */
export function formatPercent(percent: number): string {
  return `${formatIndianNumber(percent)}%`;
}
