import { messages } from './messages.js';

/** The §7 response envelope: every response is JSON with status, message and data. */
export interface Envelope<Data> {
  readonly status: boolean;
  readonly message: string;
  readonly data: Data;
}

/**
 * A successful response.
 *
 * @param data - the payload.
 * @param message - a short human-readable result.
 * @returns the envelope.
 * @example
 * reply.send(success({ rows }));
 */
export function success<Data>(data: Data, message: string = messages.ok): Envelope<Data> {
  return { status: true, message, data };
}

/**
 * A failed response with a message the client can show.
 *
 * @param message - what went wrong, for the user.
 * @returns the envelope with null data.
 * @example
 * reply.code(404).send(failure(messages.notFound));
 */
export function failure(message: string): Envelope<null> {
  return { status: false, message, data: null };
}
