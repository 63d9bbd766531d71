import { absoluteUrl } from '../site.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * A sitemaps.org XML sitemap of site-relative paths.
 *
 * @param paths - site-relative paths starting with `/`
 * @returns the XML document
 * @example
 * ```ts
 * sitemapXml(['/emi-calculator']); // '<?xml …><urlset …><url><loc>http://localhost:3000/emi-calculator</loc></url></urlset>\n'
 * ```
 */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: everything may be crawled except the pages behind a session or a token, and the
 * sitemap is announced by its absolute address.
 *
 * @returns the file's text
 */
export function robotsTxt(): string {
  const privatePaths = ['/dashboard', '/loan-details/', '/consent', '/sanction-letter', '/expired-link'];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
