import { swapLanguage } from '@rinn/rules';
import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';
import { appRoutesManifest, NOT_FOUND_PATH, prerenderPaths, sitemapPaths } from './prerender-paths.ts';

describe('pre-rendered paths', () => {
  it('pre-renders every sitemap page in English, /en and /hi, plus 404, sitemap and robots.txt', () => {
    const paths = prerenderPaths();
    for (const path of sitemapPaths()) {
      expect(paths).toContain(path);
      expect(paths).toContain(swapLanguage(path, 'hi'));
      expect(paths).toContain(swapLanguage(path, 'en'));
    }
    expect(paths).toEqual(expect.arrayContaining([NOT_FOUND_PATH, '/sitemap.xml', '/robots.txt', '/expired-link']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists only canonical pages the app can render in the sitemap', () => {
    const paths = sitemapPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/emi-calculator', '/two-wheeler-calculator', '/bt-calculator', '/personal-loan', '/hi/personal-loan', '/privacy-policy', '/resources/faq/refinance', '/resources/search', '/refinance/city/pune', '/cibil-score', '/contact-us', '/sbi-personal-loan-interest-rate']),
    );
    expect(paths.every(isPagePath)).toBe(true);
    expect(paths.some((path) => path.startsWith('/en/') || path === '/expired-link' || path === '/sanction-letter' || path.startsWith('/consent/'))).toBe(false);
  });

  it('matches page paths with or without a language segment', () => {
    expect(isPagePath('/hi/emi-calculator')).toBe(true);
    expect(isPagePath('/en')).toBe(true);
    expect(isPagePath('/no-such-page')).toBe(false);
  });
});

describe('app routes manifest', () => {
  const fallback = appRoutesManifest().spaFallbackPaths.map((source) => new RegExp(source));
  const servedByFallback = (path: string) => fallback.some((pattern) => pattern.test(path));

  it('sends app routes with an id in the path to the SPA fallback, with or without a language segment', () => {
    expect(servedByFallback('/loan-details/LN-1042')).toBe(true);
    expect(servedByFallback('/hi/loan-details/LN-1042/')).toBe(true);
    expect(servedByFallback('/loan-details')).toBe(false);
    expect(servedByFallback('/loan-details/a/b')).toBe(false);
    expect(servedByFallback('/consent/AbC-123_x')).toBe(true);
    expect(servedByFallback('/hi/consent/AbC-123_x')).toBe(true);
  });

  it('leaves unknown paths and unknown slugs of pre-rendered routes to the 404 page', () => {
    expect(servedByFallback('/no-such-page')).toBe(false);
    expect(servedByFallback('/resources/no-such-article')).toBe(false);
    expect(servedByFallback('/refinance/city/atlantis')).toBe(false);
  });

  it('never sends a pre-rendered page to the fallback', () => {
    expect(prerenderPaths().filter(servedByFallback)).toEqual([]);
  });
});
