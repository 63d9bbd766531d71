import { useEffect, useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * What a field of a pre-rendered page held before React took it over, read through the public DOM
 * (HYDRATE-009).
 *
 * React does not hear what is typed into a pre-rendered field before it hydrates (the page loads
 * its modules when idle after load, HYDRATE-001; a part in a chunk of its own, a `lazy` component
 * under `Suspense` such as the personal-loan calculator, hydrates later still), but it keeps it:
 * hydrating an input leaves the field's `value` as the visitor left it and sets only its
 * `defaultValue` to what React rendered, and React 19 sends no change event for it. So in the
 * component's first effect, a field whose `value` differs from its `defaultValue` was changed by
 * the visitor, and the component takes it into its state. Nothing of React's is written to.
 */

/**
 * The text a text field was given before React hydrated it, or null when it shows what React
 * rendered. Call it from the component's first effect: after that, React's own `onChange` hears
 * every change.
 *
 * @rule HYDRATE-009 A field of a pre-rendered page (the calculators' fields, the blog search, the
 *   blog form's mobile), or of a part that hydrates after the page (its own lazy chunk), keeps what
 *   was typed into it before it hydrated: in the component's first effect, a field whose value
 *   differs from the value React rendered (its defaultValue) is taken as typed, as it was left —
 *   a calculator field still being edited when it has focus, committed as on leaving it otherwise;
 *   a range input is taken as moved only when its position differs from the one the browser shows
 *   for the rendered value. A field that has focus when it hydrates is taken as focused (the
 *   new-car finder's combobox then loads its list and opens, as on focus). Nothing is written
 *   into React's own records of the field.
 *
 * @param field - the hydrated text input
 * @returns the typed text, or null when nothing was typed
 */
export function textTypedBeforeHydration(field: HTMLInputElement | HTMLTextAreaElement): string | null {
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * The position a range input was moved to before React hydrated it, or null when it is where React
 * put it. A range input's `value` is its `defaultValue` snapped to the track's step and bounds, so
 * the two are compared through an untouched input of the same track.
 *
 * @param range - the hydrated range input
 * @returns the position moved to, or null when it was not moved
 */
export function rangeMovedBeforeHydration(range: HTMLInputElement): number | null {
  const untouched = range.ownerDocument.createElement('input');
  untouched.type = 'range';
  untouched.min = range.min;
  untouched.max = range.max;
  untouched.step = range.step;
  untouched.value = range.defaultValue;
  return range.value === untouched.value ? null : Number(range.value);
}

/**
 * Hands what was typed into a pre-rendered text field before hydration to the component, once, as
 * the hydration commits (HYDRATE-009); afterwards React's own `onChange` hears every change. On a
 * client-side mount the field shows what React rendered, and nothing happens.
 *
 * A layout effect, not a passive one: React renders what a layout effect sets before the commit's
 * task ends, so the visitor's next key (an Enter on the search or the blog form) already meets the
 * text in the component's state. From a passive effect, which runs a task or more later, an Enter
 * in between submitted what React had rendered: nothing.
 *
 * @param fieldRef - the field
 * @param onTyped - called with the text typed before hydration
 */
export function useTypedBeforeHydration(fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, onTyped: (typed: string) => void): void {
  const take = useEffectEvent(() => {
    const field = fieldRef.current;
    const typed = field === null ? null : textTypedBeforeHydration(field);
    if (typed !== null) onTyped(typed);
  });
  useLayoutEffect(() => take(), []);
}

/**
 * Hands the focus a pre-rendered field got before hydration to the component, once, in its first
 * effect (HYDRATE-009): React heard no focus event then, and the field keeps its focus as it
 * hydrates. On a client-side mount, or when focus is elsewhere, nothing happens.
 *
 * @param fieldRef - the field
 * @param onFocused - called when the field has focus as the component mounts
 */
export function useFocusedBeforeHydration(fieldRef: RefObject<HTMLElement | null>, onFocused: () => void): void {
  const take = useEffectEvent(() => {
    const field = fieldRef.current;
    if (field !== null && field.ownerDocument.activeElement === field) onFocused();
  });
  useEffect(() => take(), []);
}
