import {
  AMOUNT_SLIDER,
  DURATION_SLIDER,
  INTEREST_SLIDER,
  clampInterestRate,
  clampToRange,
  parseNumericInput,
  type SliderRange,
} from '@rinn/loan-math/rinn';

/** The inputs of an EMI calculator: amount in rupees, duration in the calculator's unit, rate in percent. */
export interface LoanInputs {
  readonly amount: number;
  readonly duration: number;
  readonly ratePercent: number;
}

/** The car calculator's tabs (spec §2: New car loan and Used car loan). */
export type CarLoanTab = 'new' | 'used';

/** The car calculator's inputs: the tab and each tab's own inputs. */
export interface CarCalculatorState {
  readonly tab: CarLoanTab;
  readonly inputs: LoanInputs;
}

/** The balance-transfer calculator's inputs, named as `balanceTransfer` of @rinn/loan-math names them. */
export interface BalanceTransferInputs {
  readonly existingEmi: number;
  readonly originalLoanAmount: number;
  readonly originalTenureYears: number;
  readonly emisPaid: number;
  readonly newTenureYears: number;
  readonly newRatePercent: number;
}

/** Two-wheeler duration in months: the car calculators' 1 to 7 years, counted in months (§9). */
export const TWO_WHEELER_MONTHS: SliderRange = { min: DURATION_SLIDER.min * 12, max: DURATION_SLIDER.max * 12, step: 1 };

/** The balance-transfer calculator's current-EMI field, in rupees (the spec gives no bounds). */
export const BT_EMI_FIELD: SliderRange = { min: 500, max: 500_000, step: 100 };

/** The balance-transfer calculator's original-loan field: the calculators' amount bounds (§3). */
export const BT_LOAN_FIELD: SliderRange = { min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max, step: 10_000 };

/**
 * Starting values the spec leaves open (it gives only the used-car amount, the duration and the
 * rate): a new car is rarely financed at ₹10,000, so that tab starts at ₹5,00,000, a two-wheeler
 * at ₹1,00,000 over 24 months, and the balance-transfer calculator at the worked example of
 * `balanceTransfer` in @rinn/loan-math.
 */
export const STARTING_INPUTS = {
  newCar: { amount: 500_000, duration: DURATION_SLIDER.default, ratePercent: INTEREST_SLIDER.default },
  usedCar: { amount: AMOUNT_SLIDER.defaultUsedCar, duration: DURATION_SLIDER.default, ratePercent: INTEREST_SLIDER.default },
  twoWheeler: { amount: 100_000, duration: 24, ratePercent: INTEREST_SLIDER.default },
  balanceTransfer: { existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureYears: 5, emisPaid: 24, newTenureYears: 3, newRatePercent: 9 },
} as const satisfies Record<string, LoanInputs | BalanceTransferInputs>;

function numberParam(params: URLSearchParams, key: string): number | undefined {
  const text = params.get(key);
  return text === null ? undefined : parseNumericInput(text);
}

/** A whole amount within the amount slider's bounds (CALC-004 clamps typed values the same way). */
function loanAmount(value: number): number {
  return clampToRange(Math.round(value), AMOUNT_SLIDER);
}

function wholeWithin(value: number, range: Pick<SliderRange, 'min' | 'max'>): number {
  return clampToRange(Math.round(value), range);
}

/** A rate clamped by CALC-006 and kept to two decimals, so a link cannot carry float noise. */
function ratePercent(value: number): number {
  return Math.round(clampInterestRate(value) * 100) / 100;
}

function loanInputsFrom(params: URLSearchParams, fallback: LoanInputs, durationRange: Pick<SliderRange, 'min' | 'max'>): LoanInputs {
  const amount = numberParam(params, 'amount');
  const duration = numberParam(params, 'tenure');
  const rate = numberParam(params, 'rate');
  return {
    amount: amount === undefined ? fallback.amount : loanAmount(amount),
    duration: duration === undefined ? fallback.duration : wholeWithin(duration, durationRange),
    ratePercent: rate === undefined ? fallback.ratePercent : ratePercent(rate),
  };
}

function loanQuery(inputs: LoanInputs): URLSearchParams {
  return new URLSearchParams({ amount: String(inputs.amount), tenure: String(inputs.duration), rate: String(inputs.ratePercent) });
}

/**
 * The car calculator's state from a shared link's query; missing or unreadable values take the
 * tab's starting values and every value is brought within its slider's bounds.
 *
 * @param search - `location.search`, with or without the leading `?`
 * @returns the tab and its inputs
 * @example
 * ```ts
 * parseCarQuery('?tab=used&amount=300000&tenure=3&rate=11.5');
 * // { tab: 'used', inputs: { amount: 300000, duration: 3, ratePercent: 11.5 } }
 * ```
 */
export function parseCarQuery(search: string): CarCalculatorState {
  const params = new URLSearchParams(search);
  const tab: CarLoanTab = params.get('tab') === 'used' ? 'used' : 'new';
  const fallback = tab === 'used' ? STARTING_INPUTS.usedCar : STARTING_INPUTS.newCar;
  return { tab, inputs: loanInputsFrom(params, fallback, DURATION_SLIDER) };
}

/**
 * The query of a shareable link to the car calculator.
 *
 * @param state - the tab and its inputs
 * @returns the query without the leading `?`
 * @example
 * ```ts
 * carQuery({ tab: 'used', inputs: { amount: 300000, duration: 3, ratePercent: 11.5 } });
 * // 'tab=used&amount=300000&tenure=3&rate=11.5'
 * ```
 */
export function carQuery(state: CarCalculatorState): string {
  return new URLSearchParams([['tab', state.tab], ...loanQuery(state.inputs)]).toString();
}

/**
 * The two-wheeler calculator's inputs from a shared link's query (duration in months).
 *
 * @param search - `location.search`
 * @returns the inputs, within the sliders' bounds
 */
export function parseTwoWheelerQuery(search: string): LoanInputs {
  return loanInputsFrom(new URLSearchParams(search), STARTING_INPUTS.twoWheeler, TWO_WHEELER_MONTHS);
}

/**
 * The query of a shareable link to the two-wheeler calculator.
 *
 * @param inputs - amount, duration in months and rate
 * @returns the query without the leading `?`
 */
export function twoWheelerQuery(inputs: LoanInputs): string {
  return loanQuery(inputs).toString();
}

const BT_KEYS = {
  existingEmi: 'emi',
  originalLoanAmount: 'loan',
  originalTenureYears: 'loanTenure',
  emisPaid: 'paid',
  newTenureYears: 'tenure',
  newRatePercent: 'rate',
} as const satisfies Record<keyof BalanceTransferInputs, string>;

/**
 * The balance-transfer calculator's inputs from a shared link's query. Each value is brought
 * within its field's bounds; whether together they describe a loan is `balanceTransfer`'s call.
 *
 * @param search - `location.search`
 * @returns the inputs
 */
export function parseBalanceTransferQuery(search: string): BalanceTransferInputs {
  const params = new URLSearchParams(search);
  const start = STARTING_INPUTS.balanceTransfer;
  const read = (key: keyof BalanceTransferInputs): number | undefined => numberParam(params, BT_KEYS[key]);
  const originalTenureYears = wholeWithin(read('originalTenureYears') ?? start.originalTenureYears, DURATION_SLIDER);
  return {
    existingEmi: wholeWithin(read('existingEmi') ?? start.existingEmi, BT_EMI_FIELD),
    originalLoanAmount: wholeWithin(read('originalLoanAmount') ?? start.originalLoanAmount, BT_LOAN_FIELD),
    originalTenureYears,
    emisPaid: wholeWithin(read('emisPaid') ?? start.emisPaid, { min: 0, max: originalTenureYears * 12 - 1 }),
    newTenureYears: wholeWithin(read('newTenureYears') ?? start.newTenureYears, DURATION_SLIDER),
    newRatePercent: ratePercent(read('newRatePercent') ?? start.newRatePercent),
  };
}

/**
 * The query of a shareable link to the balance-transfer calculator.
 *
 * @param inputs - the calculator's inputs
 * @returns the query without the leading `?`
 */
export function balanceTransferQuery(inputs: BalanceTransferInputs): string {
  return new URLSearchParams((Object.keys(BT_KEYS) as (keyof BalanceTransferInputs)[]).map((key) => [BT_KEYS[key], String(inputs[key])])).toString();
}

/**
 * A personal-loan calculator's inputs from a shared link's query, starting from the values its
 * page sets (the lowest rate of the page's table, or the bank's own); tenure in years.
 *
 * @param search - `location.search`
 * @param start - the page's starting inputs
 * @returns the inputs, each within its slider's bounds
 */
export function parsePersonalLoanQuery(search: string, start: LoanInputs): LoanInputs {
  return loanInputsFrom(new URLSearchParams(search), start, DURATION_SLIDER);
}

/**
 * The query of a shareable link to a personal-loan calculator.
 *
 * @param inputs - amount, tenure in years and rate
 * @returns the query without the leading `?`
 */
export function personalLoanQuery(inputs: LoanInputs): string {
  return loanQuery(inputs).toString();
}
