import { assign, setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import { WIDGET_TIMINGS } from '@rinn/rules';
import type { ShareContext, ShareEvent, ShareInput, ShareTarget } from './share.types.js';

/**
 * Social share buttons on blog articles.
 *
 * @rule SHARE-001 On a desktop, or for Facebook anywhere, sharing opens the share address in a new
 *   window; otherwise the page navigates to it (so a phone can hand it to the app) and a window
 *   opens 500 ms later as the fallback.
 * @spec §4 Widgets, §9 Display (share fallback delay)
 * @example
 * ```ts
 * const share = shareMachine.provide({ actors: { openWindow: fromPromise(async ({ input }) => { window.open(input.url); }) } });
 * ```
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    openWindow: promiseNotProvided<void, ShareTarget>('openWindow'),
    navigate: promiseNotProvided<void, ShareTarget>('navigate'),
  },
  delays: {
    SHARE_FALLBACK: WIDGET_TIMINGS.shareFallbackMs,
  },
  guards: {
    opensWindow: ({ context, event }) => event.type === 'SHARE' && (context.isDesktop || event.network === 'facebook'),
  },
  actions: {
    rememberUrl: assign({ url: ({ event }) => (event.type === 'SHARE' ? event.url : null) }),
    forgetUrl: assign({ url: null }),
    changeViewport: assign({ isDesktop: ({ context, event }) => (event.type === 'VIEWPORT.CHANGE' ? event.isDesktop : context.isDesktop) }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ isDesktop: input.isDesktop, url: null }),
  initial: 'idle',
  on: { 'VIEWPORT.CHANGE': { actions: 'changeViewport' } },
  states: {
    idle: {
      entry: 'forgetUrl',
      on: {
        SHARE: [
          { guard: 'opensWindow', target: 'openingWindow', actions: 'rememberUrl' },
          { target: 'navigating', actions: 'rememberUrl' },
        ],
      },
    },
    openingWindow: {
      invoke: {
        id: 'openWindow',
        src: 'openWindow',
        input: ({ context }) => ({ url: context.url ?? '' }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
    navigating: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: ({ context }) => ({ url: context.url ?? '' }),
        onDone: 'awaitingFallback',
        onError: 'awaitingFallback',
      },
    },
    awaitingFallback: {
      after: { SHARE_FALLBACK: 'openingWindow' },
    },
  },
});
