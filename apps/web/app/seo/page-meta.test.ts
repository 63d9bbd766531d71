import { describe, expect, it } from 'vitest';
import { canonicalPath, pageMeta } from './page-meta.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('page meta', () => {
  it('points /en pages at their unprefixed canonical and keeps Hindi pages as their own', () => {
    expect(canonicalPath('/en/two-wheeler-loan')).toBe('/two-wheeler-loan');
    expect(canonicalPath('/hi/two-wheeler-loan')).toBe('/hi/two-wheeler-loan');
    expect(canonicalPath('/emi-calculator')).toBe('/emi-calculator');
  });

  it('gives title, description, canonical and Open Graph tags', () => {
    const tags = pageMeta({ title: 'EMI Calculator', description: 'Work out your EMI.', pathname: '/en/emi-calculator' });
    expect(tags).toContainEqual({ title: 'EMI Calculator | Rinn' });
    expect(tags).toContainEqual({ name: 'description', content: 'Work out your EMI.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/emi-calculator' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://localhost:3000/emi-calculator' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_IN' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  it('marks Hindi pages hi_IN and error pages noindex', () => {
    const tags = pageMeta({ title: 'x', description: 'y', pathname: '/hi/404', noIndex: true });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'hi_IN' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('sitemap and robots.txt', () => {
  it('lists absolute, escaped addresses', () => {
    const xml = sitemapXml(['/', '/resources/search?blog=a&b']);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/resources/search?blog=a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('announces the sitemap by its absolute address and keeps private pages out', () => {
    expect(robotsTxt()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robotsTxt()).toContain('Disallow: /dashboard');
  });
});
