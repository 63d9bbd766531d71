import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { decodeQuery, encodeQuery } from './query-string.js';

describe('query strings', () => {
  test.prop([fc.uniqueArray(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 10 }), fc.string({ unit: 'grapheme', maxLength: 20 })), { selector: ([key]) => key, maxLength: 6 })])(
    'JOURNEY-003, CARD-008: decoding an encoded query gives back every pair',
    (entries) => {
      expect(Object.fromEntries(decodeQuery(encodeQuery(entries)))).toEqual(Object.fromEntries(entries));
    },
  );

  it('JOURNEY-003: reads form-style queries the way browsers write them', () => {
    const decoded = decodeQuery('?a=1&b=x+y&a=2&flag&bad=%E0%A4&&c=%2Fdashboard');
    expect(Object.fromEntries(decoded)).toEqual({ a: '1', b: 'x y', flag: '', bad: '%E0%A4', c: '/dashboard' });
  });
});
