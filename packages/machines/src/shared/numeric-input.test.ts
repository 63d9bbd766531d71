import { describe, expect, it } from 'vitest';
import { numericInputProps } from './numeric-input.js';

describe('numericInputProps', () => {
  it('gives a numeric field its limit and invalid state; typing reports the text; Enter alone does the next step, cancelling its default', () => {
    const seen: string[] = [];
    const props = numericInputProps({ value: '98', maxLength: 10, invalid: true, onValueChange: (value) => seen.push(`typed ${value}`), onEnter: () => seen.push('enter') });
    expect(props).toMatchObject({ value: '98', inputMode: 'numeric', maxLength: 10, 'aria-invalid': true });
    props.onValueChange('987');
    const cancelled: string[] = [];
    for (const key of ['Tab', '1', 'Enter']) props.onKeyDown({ key, preventDefault: () => cancelled.push(key) });
    expect(seen).toEqual(['typed 987', 'enter']);
    expect(cancelled).toEqual(['Enter']);
  });
});
