// Content text is written once, in English or Hindi, so Indian grouping is all it needs; the
// calculators' display rules (Lakh, Cr+) live in @rinn/format.
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * A rupee amount as written in content: ₹ and Indian digit grouping.
 *
 * @param rupees - The amount in rupees.
 * @returns For example `₹5,00,000`.
 * @example formatRupees(500000) // '₹5,00,000'
 */
export function formatRupees(rupees: number): string {
  return `₹${INDIAN_GROUPING.format(rupees)}`;
}

/**
 * A rate as written in content, with up to two decimals and no trailing zeros.
 *
 * @param percent - The rate in percent.
 * @returns For example `10.85%`.
 * @example formatPercent(10.3) // '10.3%'
 */
export function formatPercent(percent: number): string {
  return `${INDIAN_GROUPING.format(percent)}%`;
}
