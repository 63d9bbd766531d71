import { sitemapPaths } from '../prerender-paths.ts';
import { sitemapXml } from '../seo/sitemap.ts';

/** /sitemap.xml, written to a file at build time. */
export function loader(): Response {
  return new Response(sitemapXml(sitemapPaths()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
