import type { FieldMessage } from '@rinn/validation';

/**
 * A message a machine hands its UI: a validation message as a code with its limits, which the UI
 * writes out with the catalogue of the page's language (`fieldMessageText` of `@rinn/validation`),
 * or a text to show as it came (the server's own words).
 */
export type ShownMessage = FieldMessage | string;
