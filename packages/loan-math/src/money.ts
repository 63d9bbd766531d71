// Internal: exact money arithmetic. Amounts in flight are integer paise so that sums, differences
// and allocations never drift (dinero.js style); only the public edges speak rupees.

/** Paise in one rupee. */
export const PAISE_PER_RUPEE = 100;

/** Rupees (up to two decimals) → integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Integer paise → whole rupees, half a rupee rounding up (amounts here are never negative). */
export function paiseToNearestRupee(paise: number): number {
  return Math.round(paise / PAISE_PER_RUPEE);
}

/** True when `rupees` is a whole number of rupees. */
export function isWholeRupees(rupees: number): boolean {
  return Number.isSafeInteger(rupees);
}
