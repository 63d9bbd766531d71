import { PRODUCT_JOURNEYS } from '@rinn/content';
import { describe, expect, it } from 'vitest';
import { appRoutesManifest, prerenderPaths, sitemapPaths } from '../prerender-paths.ts';
import { journeyAddressOf, productJourneyPath } from './journey-input.ts';

describe('journey address', () => {
  it('CONTENT-016 STEP-004: a product page opens the journey with its ids and its own loan type, which the journey reads back', () => {
    const path = productJourneyPath(PRODUCT_JOURNEYS['used-car'], 'used-car-loan');
    expect(path).toBe('/journey?productsId=2&vendorsId=5&product=used-car-loan');
    expect(journeyAddressOf(path.slice(path.indexOf('?')))).toEqual({ start: { productsId: 2, vendorsId: 5 }, pageProduct: 'used-car-loan' });
  });

  it('APPJ-001: passes the start on unjudged (the machine refuses it) and drops an unknown loan type', () => {
    expect(journeyAddressOf('?productsId=abc&backBtnSlug=%2Fevil&product=gold-loan&userToken=d-1')).toEqual({
      start: { productsId: Number.NaN, backBtnSlug: '/evil', userToken: 'd-1' },
    });
  });

  it('is an app route: served by the SPA fallback in every language, never pre-rendered or in the sitemap', () => {
    const fallback = appRoutesManifest().spaFallbackPaths.map((source) => new RegExp(source));
    for (const path of ['/journey', '/en/journey', '/hi/journey']) expect(fallback.some((pattern) => pattern.test(path))).toBe(true);
    expect(prerenderPaths().some((path) => path.endsWith('/journey'))).toBe(false);
    expect(sitemapPaths()).not.toContain('/journey');
  });
});
