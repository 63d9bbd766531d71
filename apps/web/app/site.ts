/**
 * Where the site is published. Canonical links, Open Graph URLs, the sitemap and robots.txt need
 * absolute addresses; the build takes the origin from `VITE_SITE_ORIGIN`, and without it uses the
 * address `npm start` serves on.
 */
export const SITE_ORIGIN: string = (import.meta.env['VITE_SITE_ORIGIN'] as string | undefined)?.replace(/\/+$/, '') ?? 'http://localhost:3000';

/** The brand, as the header logo and page titles show it. */
export const SITE_NAME = 'Rinn';

/**
 * The absolute address of a site-relative path.
 *
 * @param path - a path starting with `/`
 * @returns the path on {@link SITE_ORIGIN}
 * @example
 * ```ts
 * absoluteUrl('/emi-calculator'); // 'http://localhost:3000/emi-calculator'
 * ```
 */
export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}
