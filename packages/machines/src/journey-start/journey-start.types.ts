import type { JourneyStartParams } from '@rinn/rules';

/** What a page gives a journey-start button: the parameters built with `buildJourneyStart`. */
export interface JourneyStartButtonInput {
  readonly params: JourneyStartParams;
}

export interface JourneyStartButtonContext {
  readonly params: JourneyStartParams;
}

export type JourneyStartButtonEvent = { type: 'CLICK' };

/**
 * The two effects a journey start needs from the app. `isJourneyReady` answers whether the loan
 * journey (loaded separately) can be started yet; `startJourney` starts it with the parameters.
 */
export interface JourneyStartActors {
  readonly isJourneyReady: { readonly input: void; readonly output: boolean };
  readonly startJourney: { readonly input: JourneyStartParams; readonly output: void };
}
