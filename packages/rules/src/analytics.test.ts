import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SOURCE_PATTERN, analyticsLocation, analyticsPlatform, analyticsSource } from './analytics.js';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('analytics', () => {
  it('ANALYTICS-001: the page without query, fragment, tokens or ids', () => {
    expect(analyticsLocation('/emi-calculator?amount=500000#schedule')).toBe('/emi-calculator');
    expect(analyticsLocation('/hi/consent/abc123def?ckyc=true')).toBe('/hi/consent');
    expect(analyticsLocation('/loan-details/42')).toBe('/loan-details');
    expect(analyticsLocation('/en/personal-loan/')).toBe('/personal-loan');
    expect(analyticsLocation('/hi')).toBe('/hi');
    expect(analyticsLocation('/hi?x=1')).toBe('/hi');
    expect(analyticsLocation('/')).toBe('/');
    expect(analyticsLocation('')).toBe('/');
  });

  test.prop([fc.constantFrom('', '/hi', '/en'), fc.constantFrom('/consent', '/loan-details', '/journey', '/sanction-letter', '/dashboard'), fc.array(segment, { maxLength: 3 }), fc.string()])(
    'ANALYTICS-001: nothing after a private page’s first segment, and no query, is ever recorded',
    (language, prefix, rest, query) => {
      const location = analyticsLocation(`${language}${prefix}${rest.map((part) => `/${part}`).join('')}?${query}`);
      expect(location).toBe(`${language === '/hi' ? '/hi' : ''}${prefix}`);
    },
  );

  test.prop([fc.string()])('ANALYTICS-001: a location is a path with no query or fragment', (address) => {
    const location = analyticsLocation(address);
    expect(location.startsWith('/')).toBe(true);
    expect(location).not.toMatch(/[?#]/);
  });

  test.prop([fc.integer({ min: 0, max: 4000 })])('ANALYTICS-002: phone layout widths are web-mobile', (width) => {
    expect(analyticsPlatform(width)).toBe(width <= 767 ? 'web-mobile' : 'web-desktop');
  });

  it('ANALYTICS-003: utm_source, else another site’s host, else direct', () => {
    expect(analyticsSource('?utm_source=Newsletter', 'https://www.google.com/', 'rinn.in')).toBe('newsletter');
    expect(analyticsSource('?utm_source=%3Cscript%3E', 'https://www.google.com/search?q=emi', 'rinn.in')).toBe('www.google.com');
    expect(analyticsSource('', 'https://rinn.in/emi-calculator', 'rinn.in')).toBe('direct');
    expect(analyticsSource('', 'not a url', 'rinn.in')).toBe('direct');
    expect(analyticsSource('', '', 'rinn.in')).toBe('direct');
  });

  test.prop([fc.string(), fc.string(), fc.string()])('ANALYTICS-003: a source is always a short token', (search, referrer, host) => {
    expect(analyticsSource(search, referrer, host)).toMatch(ANALYTICS_SOURCE_PATTERN);
  });
});
