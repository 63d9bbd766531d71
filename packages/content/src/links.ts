/** A link found in content, with where it was found. */
export interface FoundLink {
  /** Dotted path of the field that holds the link, e.g. `faqs.2.linkHref`. */
  readonly at: string;
  readonly href: string;
}

const MARKUP_LINK = /\]\((\/[^)\s]*)\)/g;
const LINK_FIELD = /(?:href|url|link)$/i;
const ASSET = /\.(?:webp|png|jpe?g|svg|gif|mp4|pdf)$/i;

/**
 * Every site-relative link in a piece of content: `[text](/path)` links inside any text, and
 * any field named like a link (`href`, `url`, `applyUrl`, `linkHref` …) that holds a `/path`.
 * Images and videos are assets, not pages, and are left out.
 *
 * @rule CONTENT-012 Every internal link in the content — product pages, FAQs, cities, banks,
 *   marketing items, blog articles and legal pages — points at a route of the route table.
 * @spec §2 Routes
 * @param content - Any content value: an object, an array or a string.
 * @returns The links in document order.
 * @example internalLinksOf({ ans: 'See [rates](/personal-loan-interest-rate)' }) // [{ at: 'ans', href: '/personal-loan-interest-rate' }]
 */
export function internalLinksOf(content: unknown): FoundLink[] {
  const found: FoundLink[] = [];
  collect(content, '', false, found);
  return found;
}

function collect(value: unknown, at: string, isLinkField: boolean, found: FoundLink[]): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(MARKUP_LINK)) found.push({ at, href: match[1] ?? '' });
    if (isLinkField && value.startsWith('/') && !ASSET.test(value)) found.push({ at, href: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, join(at, String(index)), isLinkField, found));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(child, join(at, key), LINK_FIELD.test(key), found);
  }
}

function join(at: string, key: string): string {
  return at === '' ? key : `${at}.${key}`;
}
