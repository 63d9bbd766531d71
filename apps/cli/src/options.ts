/**
 * The zod schemas of `rinn`'s options. Options arrive as text (from the command line or a batch
 * CSV column of the same name); each schema reads the text, says what is wrong with it, and leaves
 * the loan rules to @rinn/loan-math, whose `LoanMathError`s are tied to the field they concern.
 */
import { LoanMathError, tenureInMonths, type LoanMathErrorCode, type PrepaymentStrategy } from '@rinn/loan-math';
import { parseNumericInput } from '@rinn/loan-math/rinn';
import { z } from 'zod/mini';
import { OUTPUT_FORMATS } from './output.js';

/** A mistake in one field: an option on the command line, a column in a batch file. */
export class FieldError extends Error {
  override readonly name = 'FieldError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const text = z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** A number as typed: Indian commas allowed (5,00,000). */
const numberText = z.pipe(
  text,
  z.transform((raw, context) => {
    const value = parseNumericInput(raw);
    if (value === undefined) {
      context.issues.push({ code: 'custom', message: `must be a number, got "${raw}"`, input: raw });
      return z.NEVER;
    }
    return value;
  }),
);

export const amount = numberText.check(z.refine((value) => value > 0, 'must be above 0'));
export const charge = numberText.check(z.refine((value) => value >= 0, 'must be 0 or more'));
export const ratePercent = numberText.check(z.refine((value) => value >= 0, 'must be 0 or more'));
export const wholeNumber = numberText.check(
  z.refine((value) => Number.isInteger(value) && value >= 0, 'must be a whole number'),
);
export const count = numberText.check(
  z.refine((value) => Number.isInteger(value) && value >= 1, 'must be a whole number from 1'),
);

export const format = z.enum(OUTPUT_FORMATS, { error: (issue) => `must be one of ${OUTPUT_FORMATS.join(', ')}, got "${String(issue.input)}"` });

/** `YYYY-MM`, the month of the first instalment. */
export const isoMonth = z.pipe(
  text,
  z.transform((raw, context) => {
    const match = /^(\d{4})-(\d{2})$/.exec(raw);
    const month = match ? Number(match[2]) : 0;
    if (!match || month < 1 || month > 12) {
      context.issues.push({
        code: 'custom',
        message: `must be a month as YYYY-MM (e.g. 2027-01), got "${raw}"`,
        input: raw,
      });
      return z.NEVER;
    }
    return { year: Number(match[1]), month };
  }),
);

const STRATEGIES = ['reduce-tenure', 'reduce-emi'] as const satisfies readonly PrepaymentStrategy[];
export const strategy = z.enum(STRATEGIES, { error: (issue) => `must be one of ${STRATEGIES.join(', ')}, got "${String(issue.input)}"` });

export const ROUNDINGS = ['rupee', 'paisa', 'none'] as const;
export const rounding = z.enum(ROUNDINGS, { error: (issue) => `must be one of ${ROUNDINGS.join(', ')}, got "${String(issue.input)}"` });

/** `MONTH:AMOUNT`, a part-payment with the given instalment. */
export const prepayment = z.pipe(
  text,
  z.transform((raw, context) => {
    const match = /^(\d+):([\d,]+)$/.exec(raw.trim());
    const amount = match?.[2];
    const value = amount === undefined ? undefined : parseNumericInput(amount);
    if (!match || value === undefined) {
      context.issues.push({
        code: 'custom',
        message: `must be MONTH:AMOUNT (e.g. 12:50000), got "${raw}"`,
        input: raw,
      });
      return z.NEVER;
    }
    return { month: Number(match[1]), amount: value };
  }),
);

/** Checks that exactly one of the two tenure fields is given (SUM-002: years × 12 or months as given). */
export function exactlyOneTenure(yearsField: string, monthsField: string) {
  return (values: Readonly<Record<string, unknown>>, context: z.core.$RefinementCtx) => {
    if ((values[yearsField] === undefined) === (values[monthsField] === undefined)) {
      context.addIssue({ code: 'custom', path: [yearsField], message: `give exactly one of ${yearsField} or ${monthsField}` });
    }
  };
}

/** The tenure in months from years (× 12) or months (as given), as the calculators count it (SUM-002). */
export function tenureMonths(years: number | undefined, months: number | undefined, yearsField: string, monthsField: string): number {
  try {
    if (years !== undefined) return tenureInMonths(years, 'years');
    if (months !== undefined) return tenureInMonths(months, 'months');
  } catch (error) {
    if (error instanceof LoanMathError) throw new FieldError(years !== undefined ? yearsField : monthsField, error.message);
    throw error;
  }
  throw new FieldError(yearsField, `give exactly one of ${yearsField} or ${monthsField}`);
}

/** Loan terms from `amount`, `rate` and exactly one of `years` or `months`. */
export const loanTerms = z.pipe(
  z
    .object({ amount, rate: ratePercent, years: z.optional(count), months: z.optional(count) })
    .check(z.superRefine(exactlyOneTenure('years', 'months'))),
  z.transform((values) => ({
    principal: values.amount,
    annualRatePercent: values.rate,
    months: tenureMonths(values.years, values.months, 'years', 'months'),
  })),
);

/**
 * Parses `values` with `schema`, or throws a {@link FieldError} naming the first field at fault.
 */
export function parseFields<S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw result.error;
  // The first path element is the option (or column); a repeated option's index is not shown.
  throw new FieldError(issue.path.length > 0 ? String(issue.path[0]) : '', issue.message);
}

/** Which field of the loan terms a library error is about, for messages that name it. */
export function fieldOfLoanMathError(code: LoanMathErrorCode, fields: Readonly<Record<string, string>>): string {
  switch (code) {
    case 'INVALID_PRINCIPAL':
    case 'PRINCIPAL_NOT_WHOLE_RUPEES':
      return fields.amount ?? '';
    case 'INVALID_RATE':
      return fields.rate ?? '';
    case 'INVALID_TENURE':
      return fields.tenure ?? '';
    case 'INVALID_CHARGE':
    case 'CHARGES_EXCEED_LOAN':
      return fields.charges ?? '';
    case 'INVALID_PREPAYMENT':
    case 'INVALID_PREPAYMENT_STRATEGY':
      return fields.prepay ?? '';
    default:
      return '';
  }
}
