import { formatRupees } from '@rinn/format';
import { loanSummary, tenureInMonths, type TenureUnit } from '@rinn/loan-math';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER, type SliderRange } from '@rinn/loan-math/rinn';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import type { LoanInputs } from './calculator-query.ts';
import { AmountField, DurationField, RateField } from './fields.tsx';
import { LazyScheduleSection } from './LazyScheduleSection.tsx';
import { LoanResults } from './LoanResults.tsx';
import { SHARED_LINK_ATTRIBUTE, type SharedLinkConfig } from './shared-link-paint.ts';
import { ShareLink } from './ShareLink.tsx';
import { StickySummary } from './StickySummary.tsx';

/** Props of {@link LoanCalculator}. */
export interface LoanCalculatorProps {
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  readonly inputs: LoanInputs;
  /**
   * Called with an update of the inputs, as React's state setter takes one: several fields may
   * change in one commit (each taking what was typed before hydration, HYDRATE-009), and each
   * change must build on the one before, not on the inputs this render saw.
   */
  readonly onChange: (update: (previous: LoanInputs) => LoanInputs) => void;
  /** Years for car loans, months for two-wheelers (SUM-002). */
  readonly durationUnit: TenureUnit;
  readonly durationRange?: SliderRange;
  /** The query of a link that restores these inputs. */
  readonly shareQuery: string;
  readonly csvFileName: string;
  /** The amount's maximum when a new car's price sets it (NEWCAR-002). */
  readonly amountMax?: number | undefined;
  /** Shown above the fields, e.g. the new-car city, brand, model and variant finder. */
  readonly before?: ReactNode;
  /**
   * Marks the calculator for the shared-link painter (SHARE-PAINT-001): the inputs a link's
   * missing values take (those its query parser falls back to) and the query's `tab` values that
   * show another calculator. Undefined (as when left out): no painter for this calculator.
   */
  readonly sharedLink?: { readonly start: LoanInputs; readonly otherTabs?: readonly string[] } | undefined;
}

/**
 * An EMI calculator: amount, duration and rate fields, the results with their charts, a shareable
 * link and the repayment schedule. Every figure comes from @rinn/loan-math.
 *
 * @param props - see {@link LoanCalculatorProps}
 * @returns the calculator
 */
export function LoanCalculator(props: LoanCalculatorProps) {
  const { language, strings, text } = useLanguage();
  const { inputs, onChange, idPrefix } = props;
  const change = (part: Partial<LoanInputs>) => onChange((previous) => ({ ...previous, ...part }));
  const months = tenureInMonths(inputs.duration, props.durationUnit);
  const summary = loanSummary({ principal: inputs.amount, annualRatePercent: inputs.ratePercent, months });
  const sharedLink: SharedLinkConfig | undefined = props.sharedLink && {
    prefix: idPrefix,
    unit: props.durationUnit,
    duration: { min: (props.durationRange ?? DURATION_SLIDER).min, max: (props.durationRange ?? DURATION_SLIDER).max },
    amount: { min: AMOUNT_SLIDER.min, max: AMOUNT_SLIDER.max, step: AMOUNT_SLIDER.step },
    rate: { min: INTEREST_SLIDER.min, max: INTEREST_SLIDER.max },
    start: props.sharedLink.start,
    otherTabs: props.sharedLink.otherTabs ?? [],
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
  };
  return (
    <div className="calculator" {...(sharedLink ? { [SHARED_LINK_ATTRIBUTE]: JSON.stringify(sharedLink) } : {})}>
      <div className="calculator__inputs">
        {props.before}
        <AmountField
          id={`${idPrefix}-amount`}
          label={strings.loanAmount}
          value={inputs.amount}
          max={props.amountMax}
          onChange={(amount) => change({ amount })}
        />
        <DurationField
          id={`${idPrefix}-tenure`}
          label={strings.tenure}
          value={inputs.duration}
          unit={props.durationUnit}
          {...(props.durationRange ? { range: props.durationRange } : {})}
          onChange={(duration) => change({ duration })}
        />
        <RateField id={`${idPrefix}-rate`} label={strings.interestRate} value={inputs.ratePercent} onChange={(ratePercent) => change({ ratePercent })} />
        <StickySummary
          figures={[
            { label: strings.monthlyEmi, value: formatRupees(summary.emi, { locale: language }), testId: 'summary-emi' },
            { label: text.totalInterest, value: formatRupees(summary.totalInterest, { locale: language }), testId: 'summary-total-interest' },
          ]}
        />
      </div>
      <div className="calculator__results">
        <LoanResults principal={inputs.amount} ratePercent={inputs.ratePercent} months={months} summary={summary} />
        <ShareLink query={props.shareQuery} />
      </div>
      <LazyScheduleSection principal={inputs.amount} ratePercent={inputs.ratePercent} months={months} csvFileName={props.csvFileName} />
    </div>
  );
}
