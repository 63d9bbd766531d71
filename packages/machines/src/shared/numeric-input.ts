import type { InputProps, KeyPress } from './prop-types.js';

/** What {@link numericInputProps} needs: the field's value and limits, and what typing and Enter do. */
export interface NumericInputOptions {
  readonly value: string;
  readonly maxLength: number;
  readonly invalid: boolean;
  readonly onValueChange: (value: string) => void;
  /** What Enter in the field does (send the OTP, verify it). */
  readonly onEnter: () => void;
}

/** The props of a numeric text input: the neutral input props, with their handlers always there. */
export interface NumericInputProps extends InputProps {
  readonly inputMode: 'numeric';
  readonly maxLength: number;
  readonly 'aria-invalid': boolean;
  readonly onValueChange: (value: string) => void;
  readonly onKeyDown: (event: KeyPress) => void;
}

/**
 * The props of a mobile or OTP input, the same in every flow that asks for one (login, the
 * application journey): a numeric keypad, a length limit, the invalid state, and Enter doing the
 * flow's next step. Enter's default is cancelled, so a form around the field is not submitted a
 * second time.
 *
 * @param options - see {@link NumericInputOptions}
 * @returns the input's neutral props
 * @example
 * ```ts
 * numericInputProps({ value: context.mobile, maxLength: 10, invalid: false,
 *   onValueChange: (value) => send({ type: 'MOBILE.CHANGE', value }), onEnter: () => send({ type: 'OTP.SEND' }) });
 * ```
 */
export function numericInputProps({ value, maxLength, invalid, onValueChange, onEnter }: NumericInputOptions): NumericInputProps {
  return {
    value,
    inputMode: 'numeric',
    maxLength,
    'aria-invalid': invalid,
    onValueChange,
    onKeyDown: (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      onEnter();
    },
  };
}
