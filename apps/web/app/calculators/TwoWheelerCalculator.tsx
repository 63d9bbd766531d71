import { useState } from 'react';
import { parseTwoWheelerQuery, STARTING_INPUTS, TWO_WHEELER_MONTHS, twoWheelerQuery, type LoanInputs } from './calculator-query.ts';
import { LoanCalculator } from './LoanCalculator.tsx';
import { useQueryRestore } from './use-query-restore.ts';

/**
 * The two-wheeler EMI calculator of /two-wheeler-calculator, its duration in months (spec §9): an
 * island of its own on that page (decision 0021).
 *
 * @returns the calculator
 */
export function TwoWheelerCalculator() {
  const [inputs, setInputs] = useState<LoanInputs>(STARTING_INPUTS.twoWheeler);
  useQueryRestore((search) => setInputs(parseTwoWheelerQuery(search)));
  return (
    <LoanCalculator
      idPrefix="two-wheeler"
      inputs={inputs}
      onChange={setInputs}
      durationUnit="months"
      durationRange={TWO_WHEELER_MONTHS}
      shareQuery={twoWheelerQuery(inputs)}
      csvFileName="two-wheeler-loan-schedule.csv"
      sharedLink={{ start: STARTING_INPUTS.twoWheeler }}
    />
  );
}
