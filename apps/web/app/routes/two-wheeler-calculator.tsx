import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { parseTwoWheelerQuery, STARTING_INPUTS, TWO_WHEELER_MONTHS, twoWheelerQuery, type LoanInputs } from '../calculators/calculator-query.ts';
import { LoanCalculator } from '../calculators/LoanCalculator.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.twoWheelerCalculator, description: text.twoWheelerCalculatorDescription, pathname: location.pathname });
};

/** /two-wheeler-calculator: the two-wheeler EMI calculator, its duration in months (spec §9). */
export default function TwoWheelerCalculatorRoute() {
  const { text } = useLanguage();
  const [inputs, setInputs] = useState<LoanInputs>(STARTING_INPUTS.twoWheeler);
  useQueryRestore((search) => setInputs(parseTwoWheelerQuery(search)));
  return (
    <section className="page">
      <h1>{text.twoWheelerCalculator}</h1>
      <p className="page__lead">{text.twoWheelerCalculatorDescription}</p>
      <LoanCalculator
        idPrefix="two-wheeler"
        inputs={inputs}
        onChange={setInputs}
        durationUnit="months"
        durationRange={TWO_WHEELER_MONTHS}
        shareQuery={twoWheelerQuery(inputs)}
        csvFileName="two-wheeler-loan-schedule.csv"
      />
    </section>
  );
}
