// Internal: the level-payment (annuity) mathematics shared by EMI, balance transfer and APR, so
// that each is written once. expm1/log1p keep (1 + r)^n − 1 precise for the tiny monthly rates of
// real loans, where the naive power loses digits.

/** Monthly rate from an annual percentage, as §9 prescribes: annual rate / 1200. */
export function monthlyRateOf(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

/** Unrounded level payment that repays `principal` over `months` at `monthlyRate`. */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  // Below 1e-10 the closed form divides vanishing (even subnormal) numbers; the first-order
  // expansion is exact to double precision there.
  if (Math.abs(monthlyRate) < 1e-10) return (principal / months) * (1 + (monthlyRate * (months + 1)) / 2);
  const growthMinusOne = Math.expm1(months * Math.log1p(monthlyRate));
  return (principal * monthlyRate * (growthMinusOne + 1)) / growthMinusOne;
}

/** Present value of `months` level payments of `payment` discounted at `monthlyRate` (> −1). */
export function annuityPresentValue(payment: number, monthlyRate: number, months: number): number {
  if (Math.abs(monthlyRate) < 1e-14) return payment * months;
  return (payment * -Math.expm1(-months * Math.log1p(monthlyRate))) / monthlyRate;
}

/** Balance left after `paidMonths` level payments of `payment` on `principal` at `monthlyRate`. */
export function annuityBalanceAfter(principal: number, payment: number, monthlyRate: number, paidMonths: number): number {
  if (monthlyRate === 0) return principal - payment * paidMonths;
  const growthMinusOne = Math.expm1(paidMonths * Math.log1p(monthlyRate));
  return principal * (growthMinusOne + 1) - (payment * growthMinusOne) / monthlyRate;
}

function presentValueSlope(payment: number, monthlyRate: number, months: number): number {
  // Near 0 % the closed form cancels catastrophically; its limit is −payment · n(n + 1)/2.
  if (Math.abs(monthlyRate) < 1e-7) return (-payment * months * (months + 1)) / 2;
  const discount = Math.exp(-months * Math.log1p(monthlyRate));
  const annuityFactor = -Math.expm1(-months * Math.log1p(monthlyRate));
  return (payment * ((months * discount * monthlyRate) / (1 + monthlyRate) - annuityFactor)) / (monthlyRate * monthlyRate);
}

const RESIDUAL_TOLERANCE = 1e-13;
const BRACKET_TOLERANCE = 1e-15;
const STEP_TOLERANCE = 1e-13;
const SOLVER_MAX_ITERATIONS = 200;
const LOWEST_MONTHLY_RATE = -0.99;

/**
 * The monthly rate at which `months` payments of `payment` are worth `presentValue` (an IRR), or
 * `undefined` when it lies above `highestMonthlyRate`. Newton's method converges in a handful of
 * steps from the simple-interest guess; whenever a step would leave the bracket that still holds
 * the root, a bisection step is taken instead, so it cannot diverge. It stops once the present
 * value matches to 1e-13 of itself, the bracket has closed, or a step no longer moves the rate.
 */
export function solveMonthlyRate(
  presentValue: number,
  payment: number,
  months: number,
  highestMonthlyRate: number,
): number | undefined {
  const excess = (rate: number): number => annuityPresentValue(payment, rate, months) - presentValue;
  // The present value falls as the rate rises, so the root sits where `excess` changes sign.
  if (excess(highestMonthlyRate) > 0) return undefined;
  let low = LOWEST_MONTHLY_RATE;
  let high = highestMonthlyRate;
  let rate = Math.min(Math.max((payment * months - presentValue) / (presentValue * months), low), high);
  for (let iteration = 0; iteration < SOLVER_MAX_ITERATIONS; iteration += 1) {
    const value = excess(rate);
    if (Math.abs(value) <= RESIDUAL_TOLERANCE * presentValue) return rate;
    if (value > 0) low = rate;
    else high = rate;
    if (high - low <= BRACKET_TOLERANCE) return (low + high) / 2;
    const slope = presentValueSlope(payment, rate, months);
    const newtonRate = rate - value / slope;
    const next = Number.isFinite(newtonRate) && newtonRate > low && newtonRate < high ? newtonRate : (low + high) / 2;
    // Far from 0 % float noise in the present value can keep the residual above tolerance; a step
    // this small means the rate is already as precise as doubles allow.
    if (Math.abs(next - rate) <= BRACKET_TOLERANCE + STEP_TOLERANCE * Math.abs(rate)) return next;
    rate = next;
  }
  return rate;
}
