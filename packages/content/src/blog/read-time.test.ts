import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { computeReadTime, countWords } from './read-time.js';

const words = (count: number, word = 'loan'): string => Array.from({ length: count }, () => word).join(' ');

describe('computeReadTime', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [601, 4],
  ])('BLOG-003: %i words read in %i minutes', (count, minutes) => {
    expect(computeReadTime(words(count))).toBe(minutes);
  });

  it('BLOG-003: markup markers, link targets and lone punctuation are not words', () => {
    expect(countWords('## EMI\nPay **on time** – always. See [the calculator](/emi-calculator).\n- one')).toBe(9);
  });

  it('BLOG-003: Hindi counts whitespace-separated words and skips the danda', () => {
    expect(countWords('EMI कैसे निकालें । यह आसान है।')).toBe(6);
  });

  test.prop([fc.nat({ max: 3000 })])('BLOG-003: read time is ceil(words / 200), at least 1', (count) => {
    expect(computeReadTime(words(count, 'शब्द'))).toBe(Math.max(1, Math.ceil(count / 200)));
  });

  test.prop([fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 })])('BLOG-003: adding a paragraph never shortens the read time', (first, second) => {
    expect(computeReadTime(`${first}\n\n${second}`)).toBeGreaterThanOrEqual(computeReadTime(first));
  });
});
