import { WIDGET_TIMINGS, type JourneyStartParams } from '@rinn/rules';
import { setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { JourneyStartButtonContext, JourneyStartButtonEvent, JourneyStartButtonInput } from './journey-start.types.js';

/**
 * A link button that starts the loan application journey.
 *
 * @rule JSTART-001 After a click the button shows a disabled loading state until the journey has
 *   started; clicks while loading do nothing.
 * @spec §2 Screens and sections (link buttons that start a journey)
 * @rule JSTART-002 While the journey is not ready the button asks again every 250 ms, and starts
 *   it with the page's parameters as soon as it is.
 * @spec §4 Widgets, §9 Display (journey button poll 250 ms)
 * @example
 * ```ts
 * const button = journeyStartMachine.provide({ actors: { isJourneyReady: fromPromise(async () => journeyLoaded()), startJourney } });
 * createActor(button, { input: { params: buildJourneyStart({ backBtnSlug: '/emi-calculator' }).params } }).start();
 * ```
 */
export const journeyStartMachine = setup({
  types: {
    context: {} as JourneyStartButtonContext,
    events: {} as JourneyStartButtonEvent,
    input: {} as JourneyStartButtonInput,
  },
  actors: {
    isJourneyReady: promiseNotProvided<boolean, void>('isJourneyReady'),
    startJourney: promiseNotProvided<void, JourneyStartParams>('startJourney'),
  },
  delays: {
    JOURNEY_POLL: WIDGET_TIMINGS.journeyPollMs,
  },
}).createMachine({
  id: 'journeyStart',
  context: ({ input }) => ({ params: input.params }),
  initial: 'idle',
  states: {
    idle: { on: { CLICK: 'checkingReadiness' } },
    checkingReadiness: {
      tags: 'loading',
      invoke: {
        id: 'isJourneyReady',
        src: 'isJourneyReady',
        onDone: [{ guard: ({ event }) => event.output, target: 'starting' }, { target: 'waitingForJourney' }],
        onError: 'waitingForJourney',
      },
    },
    waitingForJourney: {
      tags: 'loading',
      after: { JOURNEY_POLL: 'checkingReadiness' },
    },
    starting: {
      tags: 'loading',
      invoke: {
        id: 'startJourney',
        src: 'startJourney',
        input: ({ context }) => context.params,
        onDone: 'idle',
        onError: 'idle',
      },
    },
  },
});
