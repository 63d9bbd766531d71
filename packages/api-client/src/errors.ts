import type { ApiErrorCode, ApiMessage } from '@rinn/contract';
import { CHAT_FAILED_MESSAGE, CHAT_TIMEOUT_MESSAGE, STREAM_NOT_SUPPORTED_MESSAGE } from './messages.js';

/** Failures the client detects itself, before or instead of a server error envelope. */
export type ClientErrorCode =
  /** The arguments do not match the contract; nothing was sent. */
  | 'REQUEST_INVALID'
  /** fetch itself failed: offline, DNS, CORS, connection reset. */
  | 'NETWORK_ERROR'
  /** The answer is not JSON, or does not match the contract. */
  | 'INVALID_RESPONSE'
  /** A call that needs a login was made with no stored session; nothing was sent. */
  | 'NOT_LOGGED_IN';

/** One field the server refused: its path, its English message and, when sent, that message's code. */
export interface ApiErrorIssue {
  readonly path: string;
  readonly message: string;
  /** The message as a code with its values, to write out in the page's language (API-MSG-001). */
  readonly apiMessage?: ApiMessage;
}

/** Details carried by an {@link ApiError}. */
export interface ApiErrorDetails {
  readonly httpStatus: number;
  readonly routeId: string;
  /** The server's message as a code with its values, when the envelope named a code this client knows. */
  readonly apiMessage?: ApiMessage;
  readonly retryAfterSeconds?: number;
  readonly issues?: readonly ApiErrorIssue[];
  readonly consentStatus?: string;
  readonly cause?: unknown;
}

/**
 * Every failure of a call: the server's error envelope (its `message` and `code` kept as sent) or
 * a failure the client detected (`httpStatus` 0 when nothing was received).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Stable code: the server's `ApiErrorCode` or a {@link ClientErrorCode}. */
  readonly code: ApiErrorCode | ClientErrorCode;
  /** HTTP status of the answer; 0 when there was none. */
  readonly httpStatus: number;
  /** The route id of the call that failed. */
  readonly routeId: string;
  /**
   * The server's message as a code with its values (API-MSG-001), for the page's language; absent
   * for the client's own failures and for an envelope without a code this client knows.
   */
  readonly apiMessage: ApiMessage | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly issues: readonly ApiErrorIssue[];
  /** For consent links: the status to put in `/expired-link?consent=…`. */
  readonly consentStatus: string | undefined;

  /**
   * @param code - Stable code of the failure.
   * @param message - The server's message, or the client's own for client-side failures.
   * @param details - HTTP status, route id and optional extras.
   */
  constructor(code: ApiErrorCode | ClientErrorCode, message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.httpStatus = details.httpStatus;
    this.routeId = details.routeId;
    this.apiMessage = details.apiMessage;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.issues = details.issues ?? [];
    this.consentStatus = details.consentStatus;
  }
}

/** Base class of the chat-stream failures, so a caller can catch them together. */
export class ChatStreamError extends Error {
  override readonly name: string = 'ChatStreamError';
  readonly code: 'STREAM_TIMEOUT' | 'STREAM_NOT_SUPPORTED' | 'STREAM_FAILED';

  /**
   * @param code - Which failure.
   * @param message - The text to show (§8).
   * @param cause - The underlying error, if any.
   */
  constructor(code: ChatStreamError['code'], message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

/** The chat answer did not finish within the timeout (§8: 25 s). */
export class StreamTimeoutError extends ChatStreamError {
  override readonly name = 'StreamTimeoutError';
  /** The timeout that ran out, in milliseconds. */
  readonly timeoutMs: number;

  /** @param timeoutMs - The timeout that ran out. */
  constructor(timeoutMs: number) {
    super('STREAM_TIMEOUT', CHAT_TIMEOUT_MESSAGE);
    this.timeoutMs = timeoutMs;
  }
}

/** The response has no readable body, so it cannot be streamed (§7, §8). */
export class StreamNotSupportedError extends ChatStreamError {
  override readonly name = 'StreamNotSupportedError';

  constructor() {
    super('STREAM_NOT_SUPPORTED', STREAM_NOT_SUPPORTED_MESSAGE);
  }
}

/** The stream broke the line protocol, reported a server error, or ended without a done line. */
export class StreamFailedError extends ChatStreamError {
  override readonly name = 'StreamFailedError';
  /** What exactly went wrong, for logs; the message is the generic §8 text. */
  readonly reason: string;

  /**
   * @param reason - What went wrong, for logs.
   * @param cause - The underlying error, if any.
   */
  constructor(reason: string, cause?: unknown) {
    super('STREAM_FAILED', CHAT_FAILED_MESSAGE, cause);
    this.reason = reason;
  }
}
