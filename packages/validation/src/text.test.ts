import { describe, expect, it } from 'vitest';
import { isAlpha, isAlphanumeric, isValidAddress, isValidUrl, validateAddress, validateAlpha, validateAlphanumeric, validateUrl } from './text.js';

describe('text validators', () => {
  it('VAL-ALPHA-001: letters only', () => {
    for (const value of ['Pune', 'pune', 'PUNE']) expect(isAlpha(value)).toBe(true);
    for (const value of ['New Delhi', 'Pune1', 'Pune!', 'पुणे']) expect(isAlpha(value)).toBe(false);
    expect(validateAlpha('Pune1')).toEqual({ ok: false, message: 'Please use letters only.', issue: { code: 'ALPHA_INVALID' } });
  });

  it('VAL-ALNUM-001: letters and digits only', () => {
    for (const value of ['VXi20', 'Swift', '2024']) expect(isAlphanumeric(value)).toBe(true);
    for (const value of ['VXi 20', 'ZXi+', 'AMT-2']) expect(isAlphanumeric(value)).toBe(false);
    expect(validateAlphanumeric('VXi 20')).toEqual({ ok: false, message: 'Please use letters and numbers only.', issue: { code: 'ALPHANUMERIC_INVALID' } });
  });

  it('VAL-ADDRESS-001: address characters', () => {
    expect(isValidAddress('Flat 4B, 12/3 MG Road, Pune - 411001')).toBe(true);
    expect(isValidAddress("House #7 (near St. Mary's), Sector 21; Gurugram: 122001\nHaryana")).toBe(true);
    for (const value of ['12 MG Road <b>', 'Road @ 5', 'Café Street', '---', 'a$b']) expect(isValidAddress(value)).toBe(false);
    expect(validateAddress('12 MG Road <b>').ok).toBe(false);
  });

  it('VAL-URL-001: http(s) addresses with a domain', () => {
    for (const value of ['https://example.in', 'http://www.example.co.in/loans?type=car#top', 'https://sub.example.com:8443/a']) expect(isValidUrl(value)).toBe(true);
    for (const value of ['example.in', 'ftp://example.in', 'https://localhost', 'javascript:alert(1)', 'https://', 'http://exa mple.in']) expect(isValidUrl(value)).toBe(false);
    expect(validateUrl('example.in')).toEqual({ ok: false, message: 'Please enter a valid web address starting with http:// or https://.', issue: { code: 'URL_INVALID' } });
  });
});
