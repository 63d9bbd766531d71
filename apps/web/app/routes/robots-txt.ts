import { robotsTxt } from '../seo/sitemap.ts';

/** /robots.txt, written to a file at build time. */
export function loader(): Response {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
