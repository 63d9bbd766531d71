// Shared test support for this package (not part of the package's API).
import { LoanMathError } from '../src/errors.js';

export { calculatorTerms } from './arbitraries.js';

/** The `code` of the LoanMathError `run` throws, `undefined` when it returns. */
export function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof LoanMathError ? error.code : 'not a LoanMathError';
  }
  return undefined;
}
