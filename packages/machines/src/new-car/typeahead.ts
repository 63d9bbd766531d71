import type { DropdownOption, NewCarField } from './new-car.types.js';

const NOT_LETTER_OR_SPACE = /[^\p{L} ]/gu;
const NOT_LETTER_DIGIT_OR_SPACE = /[^\p{L}\p{N} ]/gu;

/**
 * What a typeahead field keeps of the typed text.
 *
 * @rule NEWCAR-004 City and brand typeaheads accept letters only; model and variant typeaheads
 *   accept letters and digits without special characters. Spaces are kept in all four, because
 *   real names hold them ("New Delhi", "Swift Dzire"); anything else typed is dropped.
 * @spec §5 Typeahead
 * @param field - which dropdown.
 * @param text - what the visitor typed.
 * @returns the accepted text.
 * @example
 * ```ts
 * typeaheadQuery('city', 'Pune-1'); // 'Pune'
 * typeaheadQuery('variant', 'VXi (O)'); // 'VXi O'
 * ```
 */
export function typeaheadQuery(field: NewCarField, text: string): string {
  const disallowed = field === 'city' || field === 'brand' ? NOT_LETTER_OR_SPACE : NOT_LETTER_DIGIT_OR_SPACE;
  return text.replace(disallowed, '');
}

/**
 * The options a typeahead query matches.
 *
 * @rule NEWCAR-005 A typeahead matches options whose text starts with the query, ignoring case;
 *   an empty query matches every option.
 * @spec §5 Typeahead
 * @param options - the dropdown's options.
 * @param query - the accepted query (see {@link typeaheadQuery}).
 * @returns the matching options in their original order.
 * @example
 * ```ts
 * matchOptions([{ text: 'Mumbai', value: '1' }, { text: 'Mysore', value: '2' }], 'MU'); // [Mumbai]
 * ```
 */
export function matchOptions(options: readonly DropdownOption[], query: string): readonly DropdownOption[] {
  const prefix = query.toLocaleLowerCase('en-IN');
  return options.filter((option) => option.text.toLocaleLowerCase('en-IN').startsWith(prefix));
}
