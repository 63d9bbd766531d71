import type { ApiMessage } from '@rinn/contract';
import type { FieldMessage } from '@rinn/validation';

/**
 * A message a machine hands its UI: a code with its values, which the UI writes out with the
 * catalogue of the page's language — a validation message (`fieldMessageText` of
 * `@rinn/validation`) or the server's message as the API client received it (`apiMessageText` of
 * `@rinn/contract`, API-MSG-001) — or a text to show as it came (a server that named no code).
 */
export type ShownMessage = FieldMessage | ApiMessage | string;
