// A module of its own, importing nothing: a page that only needs an address (the home page's
// live figures) imports it without the client, zod and the contract's schemas.

/**
 * The address of an API path under a base URL, as the client sends it: the base's trailing slashes
 * dropped, then the path.
 *
 * @param baseUrl - where the API lives (`''` for the page's own origin)
 * @param path - a route's path, parameters filled in
 * @returns the address
 */
export function apiAddress(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
