/**
 * Messages the client produces itself (the server's own messages pass through unchanged).
 * The chat texts are the spec's (§8 Error catalogue) and are pinned by tests.
 */

/** §8 Chat request over 25 s. */
export const CHAT_TIMEOUT_MESSAGE = 'Sorry, the request is taking longer than expected. Please try again.';

/** §8 Other chat failure. */
export const CHAT_FAILED_MESSAGE = 'An error occurred while processing your request.';

/** §8 Stream not supported: the response has no readable body. */
export const STREAM_NOT_SUPPORTED_MESSAGE = 'This browser cannot read the reply as a stream.';

/** The server could not be reached at all (offline, DNS, CORS, aborted connection). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach Rinn. Please check your connection and try again.';

/** The server answered something that is not the contract's JSON. */
export const INVALID_RESPONSE_MESSAGE = 'We received an unexpected answer. Please try again.';

/** A call that needs a login was made without a stored session. */
export const NOT_LOGGED_IN_MESSAGE = 'Please log in to continue.';
