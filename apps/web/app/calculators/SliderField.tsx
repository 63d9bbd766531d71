import { clampToRange, parseNumericInput, type SliderRange } from '@rinn/loan-math/rinn';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { rangeMovedBeforeHydration, textTypedBeforeHydration } from '../hydration/kept-input.ts';

/** How a slider's thumb positions relate to the value when they are not the same numbers. */
export interface SliderTrack extends SliderRange {
  /** The thumb position showing a value. */
  readonly toPosition: (value: number) => number;
  /** The value a thumb position stands for. */
  readonly fromPosition: (position: number) => number;
}

/** Props of {@link SliderField}. */
export interface SliderFieldProps {
  /** Unique id; the text field gets it, the range input `${id}-range`. */
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** Bounds the typed value is clamped to on blur (CALC-004). */
  readonly range: SliderRange;
  /** The range input's track; the value's own range when omitted. */
  readonly track?: SliderTrack;
  /** The value as people read it: '₹5,00,000', '5 years', '10.5 %'. */
  readonly formatValue: (value: number) => string;
  /** The value as the text field shows it while not being edited. */
  readonly formatInput: (value: number) => string;
  /** Keeps what the field may hold while typing (CALC-003 for amounts); unchanged by default. */
  readonly sanitize?: (text: string) => string;
  /** A final adjustment after clamping on blur, e.g. CALC-006 for rates. */
  readonly normalize?: (value: number) => number;
  /** Text before the field, e.g. '₹'. */
  readonly prefix?: string;
  /** Text after the field, e.g. 'years'. */
  readonly suffix?: string;
  /** Whether decimals may be typed ('decimal' keyboard on phones). */
  readonly decimal?: boolean;
  readonly onChange: (value: number) => void;
}

/**
 * A labelled number with a range slider under it, as every calculator input is (spec §3, §5): the
 * text field strips commas (CALC-002) and is clamped on blur (CALC-004); the slider moves one step
 * per arrow key within its bounds (CALC-008).
 *
 * @param props - see {@link SliderFieldProps}
 * @returns the field group
 */
export function SliderField(props: SliderFieldProps) {
  const { id, label, value, range, formatValue, formatInput, onChange } = props;
  const track: SliderTrack = props.track ?? { ...range, toPosition: (v) => v, fromPosition: (p) => p };
  const [text, setText] = useState(formatInput(value));
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rangeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!editing) setText(formatInput(value));
  }, [value, editing, formatInput]);

  const sanitize = (typed: string): string => (props.sanitize ? props.sanitize(typed) : typed);

  const commitTyped = (typed: string): void => {
    const parsed = parseNumericInput(typed);
    if (parsed !== undefined && parsed >= range.min && parsed <= range.max) onChange(parsed);
  };

  const settle = (typed: string): void => {
    setEditing(false);
    const parsed = parseNumericInput(typed);
    const clamped = parsed === undefined ? value : clampToRange(parsed, range);
    const settled = props.normalize ? props.normalize(clamped) : clamped;
    onChange(settled);
    setText(formatInput(settled));
  };

  // A field in a part that hydrates after the page (a lazy chunk) keeps what the visitor typed or
  // slid before: React left it in the DOM, and the first effect reads it back (HYDRATE-009).
  // Nothing to do on a client-side mount, where the DOM shows what React rendered.
  const keepWhatCameBeforeHydration = useEffectEvent(() => {
    const input = inputRef.current;
    const typed = input === null ? null : textTypedBeforeHydration(input);
    if (input !== null && typed !== null) {
      const kept = sanitize(typed);
      if (input.ownerDocument.activeElement === input) {
        setEditing(true);
        setText(kept);
        commitTyped(kept);
      } else settle(kept);
      return;
    }
    const moved = rangeRef.current === null ? null : rangeMovedBeforeHydration(rangeRef.current);
    if (moved !== null) onChange(track.fromPosition(moved));
  });
  // Once, for what happened before hydration; React hears every later change itself.
  useEffect(() => keepWhatCameBeforeHydration(), []);

  return (
    <div className="slider-field">
      <div className="slider-field__head">
        <label htmlFor={id}>{label}</label>
        <span className="slider-field__input">
          {props.prefix && <span aria-hidden="true">{props.prefix}</span>}
          <input
            ref={inputRef}
            id={id}
            type="text"
            inputMode={props.decimal ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            onFocus={() => setEditing(true)}
            onChange={(event) => {
              const kept = sanitize(event.target.value);
              setText(kept);
              commitTyped(kept);
            }}
            // What the field shows, not the text state: a field typed into before it hydrated can
            // be left before React has rendered what its first effect took (HYDRATE-009), and
            // settling the state's stale text then put back the value React first rendered.
            onBlur={(event) => settle(sanitize(event.currentTarget.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
          {props.suffix && <span aria-hidden="true">{props.suffix}</span>}
        </span>
      </div>
      <input
        ref={rangeRef}
        id={`${id}-range`}
        className="slider-field__range"
        type="range"
        aria-label={label}
        aria-valuetext={formatValue(value)}
        min={track.min}
        max={track.max}
        step={track.step}
        value={track.toPosition(value)}
        // Arrow keys move the native range one step; the value is read back from the position.
        onChange={(event) => onChange(track.fromPosition(Number(event.target.value)))}
      />
      <div className="slider-field__bounds" aria-hidden="true">
        <span>{formatValue(range.min)}</span>
        <span>{formatValue(range.max)}</span>
      </div>
    </div>
  );
}
