import type { ShownMessage } from '../shared/shown-message.js';
import type { JourneyStartParams } from '@rinn/rules';

/** What an article gives its 'check your offer in 15 seconds' form. */
export interface BlogFormInput {
  /** Journey parameters without the mobile number (built with `buildJourneyStart`). */
  readonly params: JourneyStartParams;
}

/** What the blog form machine remembers between events. */
export interface BlogFormContext {
  readonly params: JourneyStartParams;
  /** Digits typed so far (non-digits stripped, at most 10). */
  readonly mobile: string;
  readonly error: ShownMessage | null;
}

/** Everything the blog form machine responds to (a UI sends them through `connect`). */
export type BlogFormEvent = { type: 'MOBILE.CHANGE'; value: string } | { type: 'SUBMIT' };
