import { durationUnitName, formatDuration, formatIndianNumber, formatRupees, type DurationUnit } from '@rinn/format';
import {
  AMOUNT_SLIDER,
  DURATION_SLIDER,
  INTEREST_SLIDER,
  clampInterestRate,
  sanitizeAmountInput,
  snapAmountToSlider,
  type SliderRange,
} from '@rinn/loan-math/rinn';
import { useCallback } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { SliderField, type SliderTrack } from './SliderField.tsx';

/**
 * The amount slider's track: its positions are ₹10,000 and every multiple of ₹50,000 (CALC-005),
 * so the native range runs from 0 in steps of ₹50,000 and position 0 stands for the minimum.
 */
export const AMOUNT_TRACK: SliderTrack = {
  min: 0,
  max: AMOUNT_SLIDER.max,
  step: AMOUNT_SLIDER.step,
  toPosition: (amount) => (amount <= AMOUNT_SLIDER.min ? 0 : snapAmountToSlider(amount)),
  fromPosition: (position) => snapAmountToSlider(position),
};

/** Props shared by the preset fields. */
export interface PresetFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/**
 * The loan-amount field: digits only, at most 7 (CALC-003), with the amount slider.
 *
 * @param props - id, label, value, change handler and, for a priced new car, the maximum
 * @returns the field
 */
export function AmountField({ max, ...props }: PresetFieldProps & { readonly max?: number | undefined }) {
  const { language } = useLanguage();
  const formatValue = useCallback((amount: number) => formatRupees(amount, { locale: language }), [language]);
  const formatInput = useCallback((amount: number) => formatIndianNumber(amount, { locale: 'en' }), []);
  return (
    <SliderField
      {...props}
      // A new car's price caps the amount and its slider (NEWCAR-002); otherwise the §9 range.
      range={max === undefined ? AMOUNT_SLIDER : { ...AMOUNT_SLIDER, max }}
      track={max === undefined ? AMOUNT_TRACK : { ...AMOUNT_TRACK, max }}
      prefix="₹"
      formatValue={formatValue}
      formatInput={formatInput}
      sanitize={sanitizeAmountInput}
    />
  );
}

/**
 * A whole-number duration field (years for cars, months for two-wheelers). The unit reads as a
 * person says it, "1 year", "5 years" (FMT-010), beside the input and in the slider's values.
 *
 * @param props - id, label, value, change handler, the range and the unit
 * @returns the field
 */
export function DurationField(props: PresetFieldProps & { readonly range?: SliderRange; readonly unit: DurationUnit }) {
  const { range = DURATION_SLIDER, unit, ...field } = props;
  const { language } = useLanguage();
  const formatValue = useCallback((duration: number) => formatDuration(duration, unit, { locale: language }), [unit, language]);
  const formatInput = useCallback((duration: number) => String(duration), []);
  return (
    <SliderField
      {...field}
      range={range}
      suffix={durationUnitName(field.value, unit, { locale: language })}
      formatValue={formatValue}
      formatInput={formatInput}
      sanitize={(text) => text.replace(/\D/g, '').slice(0, 3)}
      normalize={Math.round}
    />
  );
}

/**
 * The interest-rate field: 2 % to 30 % in steps of 0.1, raised to the floor on blur (CALC-006).
 *
 * @param props - id, label, value and change handler
 * @returns the field
 */
export function RateField(props: PresetFieldProps) {
  const { language } = useLanguage();
  const formatValue = useCallback((rate: number) => `${formatIndianNumber(rate, { locale: language, maximumFractionDigits: 2 })} %`, [language]);
  const formatInput = useCallback((rate: number) => String(rate), []);
  return (
    <SliderField
      {...props}
      range={INTEREST_SLIDER}
      suffix="%"
      decimal
      formatValue={formatValue}
      formatInput={formatInput}
      sanitize={(text) => text.replace(/[^\d.]/g, '').slice(0, 5)}
      normalize={(rate) => Math.round(clampInterestRate(rate) * 100) / 100}
    />
  );
}

/**
 * A plain rupee amount with bounds but no slider of the spec's (balance-transfer EMI and loan).
 *
 * @param props - id, label, value, change handler and bounds
 * @returns the field
 */
export function RupeeField(props: PresetFieldProps & { readonly range: SliderRange }) {
  const { language } = useLanguage();
  const formatValue = useCallback((amount: number) => formatRupees(amount, { locale: language }), [language]);
  const formatInput = useCallback((amount: number) => formatIndianNumber(amount, { locale: 'en' }), []);
  return (
    <SliderField {...props} prefix="₹" formatValue={formatValue} formatInput={formatInput} sanitize={sanitizeAmountInput} normalize={Math.round} />
  );
}
