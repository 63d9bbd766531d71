/**
 * Framework-neutral prop shapes that `connect` functions return (after Zag.js's `@zag-js/types`).
 *
 * A machine's `connect(snapshot, send, normalize)` builds the props of each part it drives (an
 * input, a button, a listbox and its options, a region) in these shapes, then hands each to
 * `normalize.<kind>()`. A UI framework supplies the normaliser that maps them to its own props
 * (the web app's `normalizeProps` maps `onValueChange(value)` to React's `onChange(event)`, drops
 * `false` ARIA states that mean "absent", and so on), so a component spreads what `connect`
 * returns and adapts nothing. Without a normaliser, `connect` returns the neutral props
 * themselves ({@link neutralProps}), which is what the machines' tests drive.
 *
 * Handlers take small neutral events, never a DOM or framework event: a key press is its `key`
 * and a way to cancel the browser's default, a pointer its horizontal position.
 */

/** A key press as a handler sees it. */
export interface KeyPress {
  readonly key: string;
  /** Cancels the browser's default for this key (scrolling the page on an arrow, say). */
  preventDefault(): void;
}

/** A pointer press or release as a handler sees it. */
export interface PointerPress {
  /** Horizontal position in CSS pixels. */
  readonly clientX: number;
  preventDefault(): void;
}

/** Something whose default the handler may cancel (a mouse press that would move focus). */
export interface Cancelable {
  preventDefault(): void;
}

/** A focus change as a handler sees it: whether focus moved to an element inside this one. */
export interface FocusChange {
  /** True when the element gaining (or losing) focus lies inside the element handling it. */
  readonly withinElement: boolean;
}

/** ARIA states and properties the machines set. Booleans are states; `false` is a real value for `aria-expanded`, `aria-selected`, `aria-pressed` and `aria-invalid`. */
export interface AriaProps {
  readonly 'aria-label'?: string | undefined;
  readonly 'aria-labelledby'?: string | undefined;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-controls'?: string | undefined;
  readonly 'aria-activedescendant'?: string | undefined;
  readonly 'aria-autocomplete'?: 'none' | 'inline' | 'list' | 'both' | undefined;
  readonly 'aria-roledescription'?: string | undefined;
  readonly 'aria-live'?: 'off' | 'polite' | 'assertive' | undefined;
  readonly 'aria-expanded'?: boolean | undefined;
  readonly 'aria-selected'?: boolean | undefined;
  readonly 'aria-pressed'?: boolean | undefined;
  readonly 'aria-invalid'?: boolean | undefined;
  /** `false` means absent. */
  readonly 'aria-busy'?: boolean | undefined;
  /** `false` means absent. */
  readonly 'aria-current'?: boolean | undefined;
  /** `false` means absent. */
  readonly 'aria-disabled'?: boolean | undefined;
  /** `false` means absent. */
  readonly 'aria-hidden'?: boolean | undefined;
}

/** Props every part may carry. `data-*` booleans render as a present (`true`) or absent (`false`) attribute, for styling. */
export interface ElementProps extends AriaProps {
  readonly id?: string | undefined;
  readonly role?: string | undefined;
  readonly hidden?: boolean | undefined;
  /** Out of reach of focus and assistive technology (slides out of view). */
  readonly inert?: boolean | undefined;
  readonly 'data-state'?: string | undefined;
  readonly 'data-highlighted'?: boolean | undefined;
  readonly onClick?: (() => void) | undefined;
  readonly onFocus?: ((change: FocusChange) => void) | undefined;
  readonly onBlur?: ((change: FocusChange) => void) | undefined;
  readonly onMouseDown?: ((event: Cancelable) => void) | undefined;
  readonly onPointerDown?: ((event: PointerPress) => void) | undefined;
  readonly onPointerUp?: ((event: PointerPress) => void) | undefined;
  readonly onPointerEnter?: (() => void) | undefined;
  readonly onPointerLeave?: (() => void) | undefined;
  readonly onKeyDown?: ((event: KeyPress) => void) | undefined;
}

/** A text input. */
export interface InputProps extends ElementProps {
  readonly value: string;
  readonly type?: 'text' | undefined;
  readonly name?: string | undefined;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | undefined;
  readonly maxLength?: number | undefined;
  readonly autoComplete?: string | undefined;
  readonly placeholder?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  /** The text now in the field, on every edit. */
  readonly onValueChange?: ((value: string) => void) | undefined;
}

/** A button. */
export interface ButtonProps extends ElementProps {
  readonly type?: 'button' | 'submit' | undefined;
  readonly disabled?: boolean | undefined;
}

/** A list of options (the popup of a combobox). */
export interface ListboxProps extends ElementProps {
  readonly role: 'listbox';
}

/** One option of a listbox. */
export interface OptionProps extends ElementProps {
  readonly role: 'option';
  readonly 'aria-selected': boolean;
}

/** A landmark or group of parts (a carousel, a slide, a track). */
export type RegionProps = ElementProps;

/** The neutral prop shape of each kind of part. */
export interface NeutralPropTypes {
  readonly input: InputProps;
  readonly button: ButtonProps;
  readonly listbox: ListboxProps;
  readonly option: OptionProps;
  readonly region: RegionProps;
  readonly element: ElementProps;
}

/** What a framework's props look like for each kind of part. */
export type PropTypes = { readonly [Kind in keyof NeutralPropTypes]: unknown };

/** Maps each kind of neutral props to a framework's props (after Zag.js's `createNormalizer`). */
export type NormalizeProps<T extends PropTypes> = {
  readonly [Kind in keyof NeutralPropTypes]: (props: NeutralPropTypes[Kind]) => T[Kind];
};

/**
 * The normaliser that changes nothing: `connect` then returns the neutral props, as tests and
 * framework-free callers want them.
 *
 * @example
 * ```ts
 * const input = connectNewCar(actor.getSnapshot(), actor.send, neutralProps).getInputProps('city');
 * input.onValueChange?.('Mu');
 * ```
 */
export const neutralProps: NormalizeProps<NeutralPropTypes> = {
  input: (props) => props,
  button: (props) => props,
  listbox: (props) => props,
  option: (props) => props,
  region: (props) => props,
  element: (props) => props,
};
