import { useCallback, useState } from 'react';
import { useLoaderData, type MetaFunction } from 'react-router';
import { CalculatorPage, calculatorPageLoader, calculatorPageMeta } from '../calculators/calculator-page.tsx';
import { carQuery, parseCarQuery, STARTING_INPUTS, type CarLoanTab, type LoanInputs } from '../calculators/calculator-query.ts';
import { LoanCalculator } from '../calculators/LoanCalculator.tsx';
import { NewCarFinder } from '../calculators/new-car/NewCarFinder.tsx';
import { Tabs } from '../calculators/Tabs.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';

export const loader = calculatorPageLoader;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return calculatorPageMeta(data?.page, location.pathname, { title: text.carEmiCalculator, description: text.carEmiCalculatorDescription });
};

/**
 * /emi-calculator: the car loan EMI calculator with its New car loan and Used car loan tabs (spec
 * §2). The New car tab carries the new-car finder: a variant's ex-showroom price sets the loan
 * amount and the amount's maximum (NEWCAR-002).
 */
export default function EmiCalculatorRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { strings, text } = useLanguage();
  const [tab, setTab] = useState<CarLoanTab>('new');
  const [inputsByTab, setInputsByTab] = useState<Readonly<Record<CarLoanTab, LoanInputs>>>({ new: STARTING_INPUTS.newCar, used: STARTING_INPUTS.usedCar });
  useQueryRestore((search) => {
    const shared = parseCarQuery(search);
    setTab(shared.tab);
    setInputsByTab((previous) => ({ ...previous, [shared.tab]: shared.inputs }));
  });
  // The priced car's amount cap; cleared when a new pick clears the price (NEWCAR-003) or the tab changes.
  const [newCarAmountMax, setNewCarAmountMax] = useState<number | undefined>(undefined);
  const onNewCarPrice = useCallback((price: number | null) => {
    setNewCarAmountMax(price ?? undefined);
    if (price !== null) setInputsByTab((previous) => ({ ...previous, new: { ...previous.new, amount: price } }));
  }, []);
  const selectTab = (next: CarLoanTab) => {
    setTab(next);
    setNewCarAmountMax(undefined);
  };
  const inputs = inputsByTab[tab];
  return (
    <CalculatorPage page={page} translated={{ title: text.carEmiCalculator, description: text.carEmiCalculatorDescription }}>
      <Tabs
        label={text.carEmiCalculator}
        items={[
          { value: 'new', label: strings.newCarLoanTab },
          { value: 'used', label: strings.usedCarLoanTab },
        ]}
        selected={tab}
        onSelect={selectTab}
      >
        <LoanCalculator
          key={tab}
          idPrefix={`car-${tab}`}
          inputs={inputs}
          onChange={(next) => setInputsByTab((previous) => ({ ...previous, [tab]: next }))}
          durationUnit="years"
          shareQuery={carQuery({ tab, inputs })}
          csvFileName={`${tab}-car-loan-schedule.csv`}
          amountMax={tab === 'new' ? newCarAmountMax : undefined}
          before={tab === 'new' ? <NewCarFinder onPriceChange={onNewCarPrice} /> : undefined}
        />
      </Tabs>
    </CalculatorPage>
  );
}
