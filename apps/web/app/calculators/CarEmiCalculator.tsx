import { AMOUNT_SLIDER, onRoadPrice, type OnRoadPrice } from '@rinn/loan-math/rinn';
import { useCallback, useState } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { carQuery, parseCarQuery, STARTING_INPUTS, type CarLoanTab, type LoanInputs } from './calculator-query.ts';
import { LoanCalculator } from './LoanCalculator.tsx';
import { LazyNewCarCost, LazyNewCarFinder } from './new-car/LazyNewCar.tsx';
import { Tabs } from './Tabs.tsx';
import { useQueryRestore } from './use-query-restore.ts';

/**
 * The car loan EMI calculator of /emi-calculator, with its New car loan and Used car loan tabs (spec
 * §2): an island of its own on that page (decision 0021). The New car tab carries the new-car finder: a variant's ex-showroom price gives its on-road
 * price (ONROAD-003), which sets the loan amount and the amount's maximum (NEWCAR-002); the down
 * payment and the loan amount then make up the on-road price (DOWNPAY-001).
 */
export function CarEmiCalculator() {
  const { strings, text } = useLanguage();
  const [tab, setTab] = useState<CarLoanTab>('new');
  const [inputsByTab, setInputsByTab] = useState<Readonly<Record<CarLoanTab, LoanInputs>>>({ new: STARTING_INPUTS.newCar, used: STARTING_INPUTS.usedCar });
  useQueryRestore((search) => {
    const shared = parseCarQuery(search);
    setTab(shared.tab);
    setInputsByTab((previous) => ({ ...previous, [shared.tab]: shared.inputs }));
  });
  // The priced car, whose on-road price caps the amount; cleared when a new pick clears the price
  // (NEWCAR-003) or the tab changes.
  const [newCar, setNewCar] = useState<OnRoadPrice | null>(null);
  const onNewCarPrice = useCallback((price: number | null) => {
    const car = price === null ? null : onRoadPrice(price);
    setNewCar(car !== null && car.onRoad >= AMOUNT_SLIDER.min ? car : null);
    // With no down payment yet, the loan is the whole on-road price.
    if (car !== null) setInputsByTab((previous) => ({ ...previous, new: { ...previous.new, amount: car.onRoad } }));
  }, []);
  const selectTab = (next: CarLoanTab) => {
    setTab(next);
    setNewCar(null);
  };
  const inputs = inputsByTab[tab];
  const setNewCarAmount = (amount: number) => setInputsByTab((previous) => ({ ...previous, new: { ...previous.new, amount } }));
  return (
    <Tabs
        label={text.carEmiCalculator}
        items={[
          { value: 'new', label: strings.newCarLoanTab },
          { value: 'used', label: strings.usedCarLoanTab },
        ]}
        selected={tab}
        onSelect={selectTab}
        // Links to the page on each tab: a tap before hydration, or with no JavaScript, is followed,
        // and the query restore opens the page on that tab (HYDRATE-002).
        href={(value) => `?${new URLSearchParams({ tab: value }).toString()}`}
      >
        <LoanCalculator
          key={tab}
          idPrefix={`car-${tab}`}
          inputs={inputs}
          onChange={(update) => setInputsByTab((previous) => ({ ...previous, [tab]: update(previous[tab]) }))}
          durationUnit="years"
          shareQuery={carQuery({ tab, inputs })}
          csvFileName={`${tab}-car-loan-schedule.csv`}
          amountMax={tab === 'new' ? newCar?.onRoad : undefined}
          // The page is pre-rendered on the New car tab: a link to the Used car tab is left to the app.
          sharedLink={tab === 'new' ? { start: STARTING_INPUTS.newCar, otherTabs: ['used'] } : undefined}
          before={
            tab === 'new' ? (
              <>
                <LazyNewCarFinder onPriceChange={onNewCarPrice} />
                {newCar !== null && <LazyNewCarCost car={newCar} loanAmount={inputs.amount} onLoanAmountChange={setNewCarAmount} />}
              </>
            ) : undefined
          }
        />
    </Tabs>
  );
}
