import type { FetchLike } from '../../src/api-client.js';
import type { Timers } from '../../src/deadline.js';
import type { StoredSession } from '../../src/token-store.js';

/** One request the fake fetch received. */
export interface RecordedRequest {
  readonly url: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly cache: RequestCache | undefined;
  readonly signal: AbortSignal | undefined;
}

/** A fetch that hands each request to `handler` and records it. */
export function fakeFetch(handler: (request: RecordedRequest) => Response | Promise<Response>): {
  readonly fetch: FetchLike;
  readonly requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://client.test');
    const request: RecordedRequest = {
      url,
      path: parsed.pathname,
      search: parsed.searchParams,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      cache: init.cache,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}

/** A JSON response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A body stream that yields the given byte pieces, then ends (or stays open when `endless`). */
export function byteStream(pieces: readonly Uint8Array[], options: { endless?: boolean; onCancel?: () => void } = {}): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index];
      index += 1;
      if (piece !== undefined) controller.enqueue(piece);
      else if (!options.endless) controller.close();
      else return new Promise<void>(() => undefined);
      return undefined;
    },
    cancel() {
      options.onCancel?.();
    },
  });
}

/** An NDJSON response made of the given byte pieces. */
export function ndjsonResponse(pieces: readonly Uint8Array[], options: { endless?: boolean; onCancel?: () => void } = {}): Response {
  return new Response(byteStream(pieces, options), { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

/** Timers that fire only when the test says so. */
export function manualTimers(): { readonly timers: Timers; readonly delays: number[]; fireAll(): void; pending(): number } {
  const scheduled = new Map<number, () => void>();
  const delays: number[] = [];
  let next = 0;
  return {
    timers: {
      setTimeout: (callback, ms) => {
        next += 1;
        scheduled.set(next, callback);
        delays.push(ms);
        return next;
      },
      clearTimeout: (handle) => {
        scheduled.delete(handle as number);
      },
    },
    delays,
    fireAll: () => {
      for (const [id, callback] of [...scheduled]) {
        scheduled.delete(id);
        callback();
      }
    },
    pending: () => scheduled.size,
  };
}

/** A logged-in session with recognisable tokens. */
export function demoSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'access-token-0000000001',
    refreshToken: 'refresh-token-000000001',
    sessionToken: 'session-token-000000001',
    user: { mobile: '9876543210', name: { firstName: 'Aarav', lastName: 'Sharma' } },
    autoLogin: false,
    ...overrides,
  };
}

/** Resolves after pending microtasks and one macrotask, so queued promise chains settle. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
