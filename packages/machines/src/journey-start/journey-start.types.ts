import type { JourneyStartParams } from '@rinn/rules';

/** What a page gives a journey-start button: the parameters built with `buildJourneyStart`. */
export interface JourneyStartButtonInput {
  readonly params: JourneyStartParams;
}

/** What the journey-start button machine remembers between events. */
export interface JourneyStartButtonContext {
  readonly params: JourneyStartParams;
}

/** Everything the journey-start button machine responds to (a UI sends them through `connect`). */
export type JourneyStartButtonEvent = { type: 'CLICK' };

