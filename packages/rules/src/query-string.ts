// URLSearchParams is a DOM/Node global outside the ES library this package is typed against, so
// query strings are encoded here with the ECMAScript URI functions instead.

/**
 * Encodes key/value pairs as a query string (no leading `?`), in the given order.
 *
 * @param entries - the pairs to encode
 * @returns `key=value&…` with both sides percent-encoded
 */
export function encodeQuery(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape is kept as written rather than failing the whole query.
    return spaced;
  }
}

/**
 * Decodes a query string into a map; a repeated key keeps its first value, as
 * `URLSearchParams.get` does. `+` reads as a space, as in form encoding.
 *
 * @param search - the query string, with or without the leading `?`
 * @returns the decoded values by key
 */
export function decodeQuery(search: string): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const key = decodeComponent(separator === -1 ? part : part.slice(0, separator));
    const value = separator === -1 ? '' : decodeComponent(part.slice(separator + 1));
    if (!values.has(key)) values.set(key, value);
  }
  return values;
}
