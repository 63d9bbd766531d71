import { useState } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { parsePersonalLoanQuery, personalLoanQuery, type LoanInputs } from './calculator-query.ts';
import { LoanCalculator } from './LoanCalculator.tsx';
import { useQueryRestore } from './use-query-restore.ts';

/**
 * A personal-loan EMI calculator for a page that quotes rates: it opens at the page's own figures
 * (the "rates from" of the rate table beside it, or a bank's lowest rate), so the EMI shown is the
 * one those figures give, and a shared link restores its inputs.
 *
 * @param props - the page's starting inputs and the file name of the schedule's CSV
 * @returns the calculator under its heading
 */
export function PersonalLoanCalculator({ start, csvFileName }: { readonly start: LoanInputs; readonly csvFileName: string }) {
  const { text } = useLanguage();
  const [inputs, setInputs] = useState<LoanInputs>(start);
  useQueryRestore((search) => setInputs(parsePersonalLoanQuery(search, start)));
  return (
    <section aria-labelledby="personal-loan-calculator" className="personal-loan-calculator">
      <h2 id="personal-loan-calculator">{text.personalLoanEmiCalculator}</h2>
      <LoanCalculator
        idPrefix="personal-loan"
        inputs={inputs}
        onChange={setInputs}
        durationUnit="years"
        shareQuery={personalLoanQuery(inputs)}
        csvFileName={csvFileName}
        sharedLink={{ start }}
      />
    </section>
  );
}
