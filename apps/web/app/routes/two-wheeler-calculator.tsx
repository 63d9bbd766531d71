import { useState } from 'react';
import { useLoaderData, type MetaFunction } from 'react-router';
import { CalculatorPage, calculatorPageLoader, calculatorPageMeta } from '../calculators/calculator-page.tsx';
import { parseTwoWheelerQuery, STARTING_INPUTS, TWO_WHEELER_MONTHS, twoWheelerQuery, type LoanInputs } from '../calculators/calculator-query.ts';
import { LoanCalculator } from '../calculators/LoanCalculator.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';

export const loader = calculatorPageLoader;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return calculatorPageMeta(data?.page, location.pathname, { title: text.twoWheelerCalculator, description: text.twoWheelerCalculatorDescription });
};

/** /two-wheeler-calculator: the two-wheeler EMI calculator, its duration in months (spec §9). */
export default function TwoWheelerCalculatorRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { text } = useLanguage();
  const [inputs, setInputs] = useState<LoanInputs>(STARTING_INPUTS.twoWheeler);
  useQueryRestore((search) => setInputs(parseTwoWheelerQuery(search)));
  return (
    <CalculatorPage page={page} translated={{ title: text.twoWheelerCalculator, description: text.twoWheelerCalculatorDescription }}>
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
    </CalculatorPage>
  );
}
