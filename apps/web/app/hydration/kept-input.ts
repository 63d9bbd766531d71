/**
 * What a field of a part that hydrates after the page held before React took it over, read
 * through the public DOM (HYDRATE-009).
 *
 * A part of the page in a chunk of its own (a `lazy` component under `Suspense`, such as the
 * personal-loan calculator) hydrates when its chunk arrives, after the page. React does not hear
 * what is typed into it meanwhile, but it keeps it: hydrating an input leaves the field's `value`
 * as the visitor left it and sets only its `defaultValue` to what React rendered. So once the part
 * has hydrated, a field whose `value` differs from its `defaultValue` was changed by the visitor.
 */

/**
 * The text a text field was given before React hydrated it, or null when it shows what React
 * rendered. Call it from the component's first effect: after that, React's own `onChange` hears
 * every change.
 *
 * @rule HYDRATE-009 A field inside a part that hydrates after the page (its own lazy chunk) keeps
 *   what was typed into it before that part hydrated: once the part has hydrated, a field whose
 *   value differs from the value React rendered (its defaultValue) is taken as typed, as it was
 *   left — still being edited when it has focus, committed as on leaving it otherwise; a range
 *   input is taken as moved only when its position differs from the one the browser shows for the
 *   rendered value.
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
