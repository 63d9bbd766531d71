import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_URL, startIntlWarmUp, withIntlWarmUp } from './intl-warm-up.ts';
import { recordWorkers } from './worker-stub.test-support.ts';

const PAGE = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>My Account</title><link rel="stylesheet" href="/assets/root.css"/></head><body></body></html>';

afterEach(() => vi.unstubAllGlobals());

describe('the Intl warm-up', () => {
  it('HYDRATE-006: a page that loads its modules at once starts the worker first thing in its head', () => {
    const page = withIntlWarmUp(PAGE);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toMatch(/<head><meta charSet="utf-8"\/><script>\(function startIntlWarmUp\(url\) \{[\s\S]*\}\)\("\/intl-warm-up\.js"\);<\/script><title>/);
    expect(withIntlWarmUp('<html><head></head></html>')).toBe('<html><head></head></html>');
  });

  it('HYDRATE-006: the inline script starts exactly one worker from the served file, and a refused worker is no error', () => {
    const workers = recordWorkers();
    const code = /<script>([\s\S]*?)<\/script>/.exec(withIntlWarmUp(PAGE))?.[1] ?? '';
    new Function(code)();
    expect(workers).toEqual([INTL_WARM_UP_URL]);
    vi.stubGlobal('Worker', undefined);
    expect(() => startIntlWarmUp(INTL_WARM_UP_URL)).not.toThrow();
  });

  it('HYDRATE-006: the worker file builds the en-IN and hi-IN formatters and ends itself', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', INTL_WARM_UP_URL), 'utf8');
    const built: string[] = [];
    let closed = false;
    const recording = (kind: string, Real: typeof Intl.NumberFormat | typeof Intl.DateTimeFormat) =>
      function (this: unknown, locale: string, options: object) {
        built.push(`${kind} ${locale}`);
        return new (Real as new (locale: string, options: object) => { format(value: number): string })(locale, options);
      };
    runInNewContext(source, {
      Intl: { NumberFormat: recording('number', Intl.NumberFormat), DateTimeFormat: recording('date', Intl.DateTimeFormat) },
      close: () => (closed = true),
    });
    expect(built).toEqual(['number en-IN', 'date en-IN', 'number hi-IN', 'date hi-IN']);
    expect(closed).toBe(true);
  });
});
