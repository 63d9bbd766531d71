import { formatRupees } from '@rinn/format';
import { AMOUNT_SLIDER, newCarLoan, type OnRoadPrice } from '@rinn/loan-math/rinn';
import { useId } from 'react';
import { useLanguage } from '../../i18n/language.ts';
import { RupeeField } from '../fields.tsx';
import { newCarStrings } from './new-car-strings.ts';

/** Props of {@link NewCarCost}. */
export interface NewCarCostProps {
  /** The priced car's on-road price and its parts (ONROAD-003). */
  readonly car: OnRoadPrice;
  /** The loan amount the calculator holds now. */
  readonly loanAmount: number;
  /** Called with the loan amount a new down payment leaves (DOWNPAY-001). */
  readonly onLoanAmountChange: (loanAmount: number) => void;
}

/**
 * What the priced new car costs on the road (ex-showroom, registration and road tax, the first
 * insurance: ONROAD-001…003) and the buyer's down payment, which with the loan amount makes up the
 * on-road price (DOWNPAY-001): moving either moves the other.
 *
 * @param props - see {@link NewCarCostProps}
 * @returns the breakdown and the down-payment field
 */
export function NewCarCost({ car, loanAmount, onLoanAmountChange }: NewCarCostProps) {
  const { language } = useLanguage();
  const copy = newCarStrings(language);
  const titleId = useId();
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const { downPayment } = newCarLoan({ onRoad: car.onRoad, downPayment: car.onRoad - loanAmount, minLoan: AMOUNT_SLIDER.min });
  const rows: readonly (readonly [string, number, string])[] = [
    [copy.price, car.exShowroom, 'cost-ex-showroom'],
    [copy.registration, car.registration, 'cost-registration'],
    [copy.insurance, car.insurance, 'cost-insurance'],
  ];
  return (
    <div role="group" aria-labelledby={titleId} className="new-car-cost">
      <p id={titleId} className="new-car-cost__title">
        {copy.costHeading}
      </p>
      <dl className="new-car-cost__rows">
        {rows.map(([label, amount, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{rupees(amount)}</dd>
          </div>
        ))}
        <div className="new-car-cost__total">
          <dt>{copy.onRoad}</dt>
          <dd data-testid="on-road-price">{rupees(car.onRoad)}</dd>
        </div>
      </dl>
      <p className="new-car-cost__note">{copy.estimateNote}</p>
      <RupeeField
        id="new-car-down-payment"
        label={copy.downPayment}
        value={downPayment}
        range={{ min: 0, max: car.onRoad - AMOUNT_SLIDER.min, step: 10_000 }}
        onChange={(typed) => onLoanAmountChange(newCarLoan({ onRoad: car.onRoad, downPayment: typed, minLoan: AMOUNT_SLIDER.min }).loanAmount)}
      />
      <p className="new-car-cost__loan">
        {copy.loanAmount}: <strong data-testid="new-car-loan-amount">{rupees(loanAmount)}</strong>
      </p>
    </div>
  );
}
