import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maxLength, minLength, visibleLength } from './length.js';
import { maxLengthSchema, minLengthSchema } from './schemas.js';

describe('length limits', () => {
  const visible = fc.array(fc.constantFrom('a', 'Z', '7', '😀', 'न', '.', ' '), { maxLength: 20 })
    .map((chars) => ['x', ...chars, 'y'].join(''))
    .chain((core) => fc.tuple(fc.constant(core), fc.constantFrom('', ' ', '\n  ')));

  test.prop([visible, fc.nat({ max: 22 })])(
    'VAL-LENGTH-001: minLength(n) accepts exactly the values with at least n characters between the outer whitespace',
    ([core, padding], minimum) => {
      const characters = Array.from(core).length;
      expect(minLength(minimum)(`${padding}${core}${padding}`).ok).toBe(characters >= minimum);
      expect(visibleLength(`${padding}${core}`)).toBe(characters);
    },
  );

  it('VAL-LENGTH-001: examples and message', () => {
    expect(minLength(3)('ab')).toEqual({ ok: false, message: 'Please enter at least 3 characters.', issue: { code: 'MIN_LENGTH', params: { minimum: 3 } } });
    expect(minLength(3)('  ab  ')).toEqual({ ok: false, message: 'Please enter at least 3 characters.', issue: { code: 'MIN_LENGTH', params: { minimum: 3 } } });
    expect(minLength(3)('abc')).toEqual({ ok: true });
    expect(minLength(2)('😀😀')).toEqual({ ok: true });
    expect(minLengthSchema(2).safeParse('').success).toBe(false);
    expect(() => minLength(-1)).toThrow(RangeError);
    expect(() => minLength(1.5)).toThrow(RangeError);
  });

  test.prop([fc.string({ maxLength: 20 }), fc.nat({ max: 20 })])(
    'VAL-LENGTH-002: maxLength(n) accepts empty values and values of at most n characters',
    (value, maximum) => {
      expect(maxLength(maximum)(value).ok).toBe(value.trim() === '' || [...value].length <= maximum);
    },
  );

  it('VAL-LENGTH-002: examples and message', () => {
    expect(maxLength(5)('abcdef')).toEqual({ ok: false, message: 'Please enter no more than 5 characters.', issue: { code: 'MAX_LENGTH', params: { maximum: 5 } } });
    expect(maxLength(5)('abcde')).toEqual({ ok: true });
    expect(maxLengthSchema(1).safeParse('😀').success).toBe(true);
    expect(() => maxLength(Number.NaN)).toThrow(RangeError);
  });
});
