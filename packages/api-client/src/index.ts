export { apiAddress } from './api-address.js';
export { createApiClient, sessionFreeHeaders } from './api-client.js';
export type { ApiClient, ApiClientOptions, ApiResult, CallOptions, ChatCallOptions, FetchLike, SessionEndReason } from './api-client.js';
export { CHAT_TIMEOUT_MS, readChatStream } from './chat-stream.js';
export type { ChatStreamOptions, ChatStreamResult, StreamableResponse } from './chat-stream.js';
export { systemTimers } from './deadline.js';
export type { Timers } from './deadline.js';
export { ApiError, ChatStreamError, StreamFailedError, StreamNotSupportedError, StreamTimeoutError } from './errors.js';
export type { ApiErrorDetails, ApiErrorIssue, ClientErrorCode } from './errors.js';
export {
  CHAT_FAILED_MESSAGE,
  CHAT_TIMEOUT_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  STREAM_NOT_SUPPORTED_MESSAGE,
} from './messages.js';
export { createMemoryTokenStore } from './token-store.js';
export type { StoredSession, TokenStore } from './token-store.js';
