import type { JourneyStartParams } from '@rinn/rules';

/** What a page gives a journey-start button: the parameters built with `buildJourneyStart`. */
export interface JourneyStartButtonInput {
  readonly params: JourneyStartParams;
}

export interface JourneyStartButtonContext {
  readonly params: JourneyStartParams;
}

export type JourneyStartButtonEvent = { type: 'CLICK' };

