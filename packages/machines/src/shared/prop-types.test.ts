import { describe, expect, it } from 'vitest';
import { neutralProps, type InputProps } from './prop-types.js';

describe('neutral prop types', () => {
  it('neutralProps hands every kind of props back unchanged, so connect returns the neutral shapes', () => {
    const input: InputProps = { value: 'Mu', role: 'combobox', onValueChange: () => undefined };
    expect(neutralProps.input(input)).toBe(input);
    const parts = [
      neutralProps.button({ type: 'button' }),
      neutralProps.listbox({ role: 'listbox' }),
      neutralProps.option({ role: 'option', 'aria-selected': true }),
      neutralProps.region({ role: 'region' }),
      neutralProps.element({ hidden: true }),
    ];
    expect(parts).toEqual([{ type: 'button' }, { role: 'listbox' }, { role: 'option', 'aria-selected': true }, { role: 'region' }, { hidden: true }]);
  });
});
