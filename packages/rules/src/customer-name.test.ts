import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nameParts } from './customer-name.js';

const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
const gap = fc.stringMatching(/^ {1,3}$/);

describe('name parts', () => {
  it('NAME-001: the first word and the rest', () => {
    expect(nameParts('Priya Verma')).toEqual({ firstName: 'Priya', lastName: 'Verma' });
    expect(nameParts('  Priya  Rani Verma ')).toEqual({ firstName: 'Priya', lastName: 'Rani Verma' });
    expect(nameParts('Priya')).toEqual({ firstName: 'Priya', lastName: null });
    expect(nameParts('   ')).toEqual({ firstName: null, lastName: null });
  });

  test.prop([fc.array(word, { minLength: 1, maxLength: 5 }), gap, gap])('NAME-001: joining the parts gives the name back, spaces collapsed', (words, before, between) => {
    const parts = nameParts(`${before}${words.join(between)}${before}`);
    expect([parts.firstName, parts.lastName].filter((part) => part !== null).join(' ')).toBe(words.join(' '));
    expect(parts.firstName).toBe(words[0]);
  });
});
