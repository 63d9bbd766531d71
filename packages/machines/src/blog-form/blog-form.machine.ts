import type { JourneyStartParams } from '@rinn/rules';
import { canSendOtp, normaliseMobile, validators } from '@rinn/validation';
import { assign, setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { BlogFormContext, BlogFormEvent, BlogFormInput } from './blog-form.types.js';

/**
 * The blog form that starts a journey from an article.
 *
 * @rule BLOGFORM-001 The form starts the journey (with the mobile number added to the page's
 *   parameters) only when the field holds a valid 10-digit mobile; with fewer digits the loading
 *   state stays off and the field shows the mobile message of §5.
 * @spec §4 Blog form, §5 Mobile
 * @example
 * ```ts
 * createActor(blogFormMachine.provide({ actors: { startJourney } }), { input: { params } }).start();
 * ```
 */
export const blogFormMachine = setup({
  types: {
    context: {} as BlogFormContext,
    events: {} as BlogFormEvent,
    input: {} as BlogFormInput,
  },
  actors: {
    startJourney: promiseNotProvided<void, JourneyStartParams>('startJourney'),
  },
  guards: {
    hasTenDigitMobile: ({ context }) => canSendOtp(context.mobile),
  },
  actions: {
    typeMobile: assign({
      mobile: ({ context, event }) => (event.type === 'MOBILE.CHANGE' ? normaliseMobile(event.value) : context.mobile),
      error: null,
    }),
    showMobileError: assign({
      error: ({ context }) => {
        const result = validators.mobile(context.mobile);
        return result.ok ? null : result.issue;
      },
    }),
  },
}).createMachine({
  id: 'blogForm',
  context: ({ input }) => ({ params: input.params, mobile: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'MOBILE.CHANGE': { actions: 'typeMobile' },
        SUBMIT: [{ guard: 'hasTenDigitMobile', target: 'starting' }, { actions: 'showMobileError' }],
      },
    },
    starting: {
      tags: 'loading',
      invoke: {
        id: 'startJourney',
        src: 'startJourney',
        input: ({ context }) => ({ ...context.params, mobileNumber: context.mobile }),
        onDone: 'editing',
        onError: 'editing',
      },
    },
  },
});
