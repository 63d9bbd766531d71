import { describe, expect, it } from 'vitest';
import { KFS_LABELS } from './kfs-labels.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('KFS_LABELS', () => {
  it('has the same labels, with the same placeholders, in English and Hindi', () => {
    expect(Object.keys(KFS_LABELS.hi).sort()).toEqual(Object.keys(KFS_LABELS.en).sort());
    for (const [key, english] of Object.entries(KFS_LABELS.en)) {
      const hindi = KFS_LABELS.hi[key as keyof typeof KFS_LABELS.hi];
      expect(hindi.trim(), key).not.toBe('');
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
  });

  it('writes the Hindi labels in Devanagari, brand names and RBI abbreviations apart', () => {
    for (const [key, hindi] of Object.entries(KFS_LABELS.hi)) {
      const latin = hindi.replace(/\{\w+\}|\b(?:KFS|EPI|APR|Rinn)\b/g, '');
      expect(/[\u0900-\u097f]/.test(hindi) || hindi === KFS_LABELS.en[key as keyof typeof KFS_LABELS.en], key).toBe(true);
      expect(latin, key).not.toMatch(/[A-Za-z]/);
    }
  });
});
