import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { csvField, CsvSyntaxError, parseCsv, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes only the fields that need it, doubling quotes, and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', 12.5, null, true]])).toBe('a,"b,c","say ""hi""","two\nlines",12.5,,true\r\n');
    expect(csvField('5,00,000')).toBe('"5,00,000"');
  });

  it('reads LF and CRLF lines, a byte-order mark, quoted commas and skips blank lines, numbering records by the row they start on', () => {
    expect(parseCsv('\uFEFFamount,rate\r\n"5,00,000",10\n\n"a\nb",2')).toEqual([
      { row: 1, fields: ['amount', 'rate'] },
      { row: 2, fields: ['5,00,000', '10'] },
      { row: 4, fields: ['a\nb', '2'] },
    ]);
  });

  it.each([
    ['a,"b\n', 'row 1: a quoted field is never closed'],
    ['x\n"b"c,d\n', 'row 2: text after the closing quote of a field'],
  ])('refuses %j', (text, message) => {
    expect(() => parseCsv(text)).toThrow(new CsvSyntaxError(message));
  });

  const field = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ',', '"', '\n', '\r', ' ', '₹', '-') });
  const record = fc.array(field, { minLength: 1, maxLength: 6 }).filter((fields) => !(fields.length === 1 && fields[0] === ''));

  test.prop([fc.array(record, { maxLength: 12 })])('reading what was written gives the same records back', (records) => {
    expect(parseCsv(toCsv(records)).map((parsed) => parsed.fields)).toEqual(records);
  });
});
