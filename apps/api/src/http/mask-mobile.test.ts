import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { maskMobiles } from './mask-mobile.js';

const mobile = fc.stringMatching(/^[6-9]\d{9}$/);

describe('maskMobiles', () => {
  test.prop([mobile, fc.string(), fc.string()])('SEC-002: a mobile anywhere in a line keeps only its last four digits', (number, before, after) => {
    const line = `${before.replace(/\d/g, '')} ${number} ${after.replace(/\d/g, '')}`;
    const masked = maskMobiles(line);
    expect(masked).not.toContain(number);
    expect(masked).toContain(`XXXXXX${number.slice(-4)}`);
  });

  test.prop([mobile])('SEC-002: masks inside JSON, URLs and with a +91 prefix', (number) => {
    expect(maskMobiles(`{"url":"/api/dev/outbox?mobile=${number}"}`)).toBe(`{"url":"/api/dev/outbox?mobile=XXXXXX${number.slice(-4)}"}`);
    expect(maskMobiles(`+91${number}`)).toBe(`+91XXXXXX${number.slice(-4)}`);
  });

  it('SEC-002: leaves timestamps, longer numbers and fractions alone', () => {
    const line = '{"time":1763786878123,"responseTime":12.9876543210,"id":"98765432101"}';
    expect(maskMobiles(line)).toBe(line);
  });
});
