import type { ElementProps, InputProps, NormalizeProps } from '@rinn/machines';
import type {
  ButtonHTMLAttributes,
  ChangeEvent,
  FocusEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  LiHTMLAttributes,
  MouseEvent,
  PointerEvent,
} from 'react';

/** React's props for each kind of part a machine's `connect` drives. */
export interface ReactPropTypes {
  readonly input: InputHTMLAttributes<HTMLInputElement>;
  readonly button: ButtonHTMLAttributes<HTMLButtonElement>;
  readonly listbox: HTMLAttributes<HTMLElement>;
  readonly option: LiHTMLAttributes<HTMLLIElement>;
  readonly region: HTMLAttributes<HTMLElement>;
  readonly element: HTMLAttributes<HTMLElement>;
}

/** States whose `false` means "not set": React would write `aria-busy="false"` and the like, so they are left out. */
const ABSENT_WHEN_FALSE: ReadonlySet<string> = new Set(['aria-busy', 'aria-current', 'aria-disabled', 'aria-hidden', 'hidden', 'inert']);

const focusWithin = (event: FocusEvent<HTMLElement>): boolean =>
  event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);

/**
 * Neutral props to React's: each neutral handler becomes React's handler of the same meaning
 * (`onValueChange(value)` → `onChange(event)`, a key press or pointer as its key or position),
 * `undefined` is left out, `data-*` booleans become a present or absent attribute, and the states
 * whose `false` means absent are left out when false.
 */
function toReact(props: ElementProps & Pick<Partial<InputProps>, 'onValueChange'>): Record<string, unknown> {
  const { onValueChange, onKeyDown, onPointerDown, onPointerUp, onMouseDown, onFocus, onBlur, onClick, onPointerEnter, onPointerLeave, ...attributes } = props;
  const react: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    if (typeof value === 'boolean' && name.startsWith('data-')) {
      if (value) react[name] = '';
    } else if (!(value === false && ABSENT_WHEN_FALSE.has(name))) {
      react[name] = value;
    }
  }
  if (onValueChange) react['onChange'] = (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value);
  if (onKeyDown) react['onKeyDown'] = (event: KeyboardEvent) => onKeyDown({ key: event.key, preventDefault: () => event.preventDefault() });
  if (onPointerDown) react['onPointerDown'] = (event: PointerEvent) => onPointerDown({ clientX: event.clientX, preventDefault: () => event.preventDefault() });
  if (onPointerUp) react['onPointerUp'] = (event: PointerEvent) => onPointerUp({ clientX: event.clientX, preventDefault: () => event.preventDefault() });
  if (onMouseDown) react['onMouseDown'] = (event: MouseEvent) => onMouseDown({ preventDefault: () => event.preventDefault() });
  if (onFocus) react['onFocus'] = (event: FocusEvent<HTMLElement>) => onFocus({ withinElement: focusWithin(event) });
  if (onBlur) react['onBlur'] = (event: FocusEvent<HTMLElement>) => onBlur({ withinElement: focusWithin(event) });
  if (onClick) react['onClick'] = () => onClick();
  if (onPointerEnter) react['onPointerEnter'] = () => onPointerEnter();
  if (onPointerLeave) react['onPointerLeave'] = () => onPointerLeave();
  return react;
}

/**
 * The React normaliser for the machines' `connect` functions (after Zag.js's `@zag-js/react`
 * `normalizeProps`): what `connect(snapshot, send, normalizeProps)` returns spreads straight onto
 * the element.
 *
 * @example
 * ```tsx
 * const api = connectNewCar(actor.getSnapshot(), actor.send, normalizeProps);
 * <input {...api.getInputProps('city')} />
 * ```
 */
export const normalizeProps: NormalizeProps<ReactPropTypes> = {
  input: (props) => toReact(props),
  button: (props) => toReact(props),
  listbox: (props) => toReact(props),
  option: (props) => toReact(props),
  region: (props) => toReact(props),
  element: (props) => toReact(props),
};
