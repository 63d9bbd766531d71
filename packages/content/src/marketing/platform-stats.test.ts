import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { platformStatsSchema } from '../schemas.js';
import { DEFAULT_PLATFORM_STATS, readPlatformStats } from './platform-stats.js';

/** A figure as an answer might carry it: near the edges of what the schema takes, or any JSON value. */
const figure = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0, -0, 0.5, -1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY, 1e21),
  fc.nat(),
  fc.double(),
  fc.jsonValue(),
);

/** An object with some of the four fields (each any figure) and perhaps others. */
const answerData = fc.record(
  {
    total_channel_partner: figure,
    total_applied_amount: figure,
    total_customer: figure,
    total_launch_cities: figure,
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('readPlatformStats', () => {
  test.prop([fc.oneof(answerData, fc.jsonValue(), fc.constantFrom(null, undefined, [], [DEFAULT_PLATFORM_STATS]))], { numRuns: 2_000 })(
    'CONTENT-018: accepts exactly what platformStatsSchema accepts, and gives what it gives',
    (value) => {
      const parsed = platformStatsSchema.safeParse(value);
      expect(readPlatformStats(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  test('CONTENT-018: reads the fallback figures as they are, and leaves other keys out', () => {
    expect(readPlatformStats(DEFAULT_PLATFORM_STATS)).toEqual(DEFAULT_PLATFORM_STATS);
    expect(readPlatformStats({ ...DEFAULT_PLATFORM_STATS, note: 'x' })).toEqual(DEFAULT_PLATFORM_STATS);
    expect(readPlatformStats({ ...DEFAULT_PLATFORM_STATS, total_customer: '45000' })).toBeNull();
  });
});
