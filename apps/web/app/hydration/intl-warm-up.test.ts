import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP_URL } from './intl-warm-up.ts';

describe('the Intl warm-up', () => {
  it('HYDRATE-006: the worker file builds the en-IN and hi-IN formatters, says so and ends itself', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', INTL_WARM_UP_URL), 'utf8');
    const built: string[] = [];
    const recording = (kind: string, Real: typeof Intl.NumberFormat | typeof Intl.DateTimeFormat) =>
      function (this: unknown, locale: string, options: object) {
        built.push(`${kind} ${locale}`);
        return new (Real as new (locale: string, options: object) => { format(value: number): string })(locale, options);
      };
    runInNewContext(source, {
      Intl: { NumberFormat: recording('number', Intl.NumberFormat), DateTimeFormat: recording('date', Intl.DateTimeFormat) },
      postMessage: (message: unknown) => built.push(`posted ${String(message)}`),
      close: () => built.push('closed'),
    });
    expect(built).toEqual(['number en-IN', 'date en-IN', 'number hi-IN', 'date hi-IN', 'posted warm', 'closed']);
  });
});
