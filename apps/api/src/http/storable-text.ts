import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain-error.js';

/** U+0000, which a PostgreSQL `text` or `jsonb` value refuses, and UTF-16 halves without their pair. */
const UNSTORABLE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Free text as PostgreSQL can store it: without NUL characters, for text that reaches a column
 * without passing the request check below (a hosted model's answer, a service called directly).
 *
 * @param text - the text.
 * @returns the text without U+0000.
 * @example
 * storableText('a\u0000b'); // 'ab'
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '');
}

/**
 * The path of the first string (or object key) in a parsed value that holds a NUL character or a
 * lone surrogate, if any.
 *
 * @param value - a parsed body, query or params object.
 * @param path - where the value sits (`body`, `query`, `params`).
 * @returns e.g. `body.lenderName`, or undefined when every string is storable.
 * @example
 * unstorableTextPath({ lenderName: 'a\u0000' }, 'body'); // 'body.lenderName'
 */
export function unstorableTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // Own enumerable keys, as Object.entries lists them, without an array per object; the path of a
  // field is built only for the one refused.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (UNSTORABLE_CHARACTER.test(key)) return `${path}.${key}`;
    const item: unknown = (value as Record<string, unknown>)[key];
    if (typeof item === 'string') {
      if (UNSTORABLE_CHARACTER.test(item)) return `${path}.${key}`;
    } else if (typeof item === 'object' && item !== null) {
      const found = unstorableTextPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses, before any route's schema or handler runs, a request whose body, query or path holds a
 * NUL character or a lone surrogate anywhere.
 *
 * @rule STORE-001 Text a client sends, in any field of any route (development routes included), that
 *   holds a NUL character or an unpaired UTF-16 surrogate is refused with 400 VALIDATION_FAILED naming
 *   the field, so no text a client sends can make a database write fail with a 500.
 * @spec §13 Nothing a client sends produces a 5xx
 * @param app - the server; the check covers every route mounted on it.
 * @example
 * refuseUnstorableText(app);
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  // A plain callback hook: a request with nothing to refuse passes on without a promise of its own.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = unstorableTextPath(request.params, 'params') ?? unstorableTextPath(request.query, 'query') ?? unstorableTextPath(request.body, 'body');
    if (path === undefined) return done();
    done(new DomainError({ code: 'UNSTORABLE_TEXT', params: { path: path } }, { issues: [{ path, message: { code: 'UNSTORABLE_TEXT', params: { path: path } } }] }));
  });
}
