import { createApiClient, type ApiClient } from '@rinn/api-client';
import { browserTokenStore } from './browser-token-store.ts';

/** Where the API lives: `VITE_API_BASE_URL`, or the same origin as the site (the API server serves both). */
export const API_BASE_URL: string = (import.meta.env['VITE_API_BASE_URL'] as string | undefined) ?? '';

let client: ApiClient | undefined;

/**
 * The browser's API client, created on first use so that pre-rendering never touches storage.
 *
 * @returns the shared client
 */
export function browserApiClient(): ApiClient {
  client ??= createApiClient({ baseUrl: API_BASE_URL, tokens: browserTokenStore(window.localStorage) });
  return client;
}
