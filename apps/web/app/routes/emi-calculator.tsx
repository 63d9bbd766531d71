import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { carQuery, parseCarQuery, STARTING_INPUTS, type CarLoanTab, type LoanInputs } from '../calculators/calculator-query.ts';
import { LoanCalculator } from '../calculators/LoanCalculator.tsx';
import { Tabs } from '../calculators/Tabs.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return pageMeta({ title: text.carEmiCalculator, description: text.carEmiCalculatorDescription, pathname: location.pathname });
};

/** /emi-calculator: the car loan EMI calculator with its New car loan and Used car loan tabs (spec §2). */
export default function EmiCalculatorRoute() {
  const { strings, text } = useLanguage();
  const [tab, setTab] = useState<CarLoanTab>('new');
  const [inputsByTab, setInputsByTab] = useState<Readonly<Record<CarLoanTab, LoanInputs>>>({ new: STARTING_INPUTS.newCar, used: STARTING_INPUTS.usedCar });
  useQueryRestore((search) => {
    const shared = parseCarQuery(search);
    setTab(shared.tab);
    setInputsByTab((previous) => ({ ...previous, [shared.tab]: shared.inputs }));
  });
  const inputs = inputsByTab[tab];
  return (
    <section className="page">
      <h1>{text.carEmiCalculator}</h1>
      <p className="page__lead">{text.carEmiCalculatorDescription}</p>
      <Tabs
        label={text.carEmiCalculator}
        items={[
          { value: 'new', label: strings.newCarLoanTab },
          { value: 'used', label: strings.usedCarLoanTab },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <LoanCalculator
          key={tab}
          idPrefix={`car-${tab}`}
          inputs={inputs}
          onChange={(next) => setInputsByTab((previous) => ({ ...previous, [tab]: next }))}
          durationUnit="years"
          shareQuery={carQuery({ tab, inputs })}
          csvFileName={`${tab}-car-loan-schedule.csv`}
        />
      </Tabs>
    </section>
  );
}
