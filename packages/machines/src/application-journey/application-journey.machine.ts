import type { ShownMessage } from '../shared/shown-message.js';
import {
  canCompareOffers,
  DEFAULT_OFFER_SORT,
  journeyProduct,
  journeySteps,
  LENDERS,
  OFFER_SORT_KEYS,
  toggleComparedOffer,
  validateJourneyStep,
  valuesAfterChange,
  type JourneyStepId,
  type KeyFactStatement,
} from '@rinn/offers';
import { buildJourneyStart, loanProduct, type JourneyStartParams } from '@rinn/rules';
import { canSendOtp, normaliseMobile } from '@rinn/validation';
import { assign, forwardTo, setup } from 'xstate';
import { loginOtpMachine } from '../login/login.machine.js';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { AuthSession, NavigationTarget } from '../session/session.types.js';
import type {
  ApplicationJourneyContext,
  ApplicationJourneyEvent,
  ApplicationJourneyInput,
  ApplicationRequest,
  CreatedApplication,
  DraftQuery,
  JourneyDraft,
  JourneyOffers,
  KfsRequest,
  OffersQuery,
  StepSave,
  StepSaved,
} from './application-journey.types.js';
import { present } from '../shared/present.js';

/** Where the dashboard lives: the confirmation of a chosen offer links there (§2 Routes). */
export const DASHBOARD_PATH = '/dashboard';

function initialContext(input: ApplicationJourneyInput): ApplicationJourneyContext {
  let params: JourneyStartParams | null = null;
  let startError: ShownMessage | null = null;
  try {
    params = buildJourneyStart(input.start).params;
  } catch (error) {
    startError = errorMessage(error);
  }
  const product = journeyProduct(params ?? { productsId: 0 }, input.pageProduct);
  return {
    params,
    startError,
    product,
    steps: journeySteps(product),
    stepIndex: 0,
    today: input.today ?? null,
    session: input.session,
    mobile: normaliseMobile(input.start.mobileNumber ?? input.session?.mobile ?? ''),
    draftId: null,
    saved: {},
    values: {},
    fieldErrors: {},
    error: null,
    match: null,
    offerSort: DEFAULT_OFFER_SORT,
    comparedLenderIds: [],
    chosenLenderId: null,
    kfs: null,
    kfsError: null,
    kfsAcknowledged: false,
    applicationId: null,
    applicationMessage: null,
  };
}

/**
 * Where Back leaves the journey for.
 *
 * @rule APPJ-005 Back goes to the previous step with its saved values; from the first step, the
 *   mobile check or a refused start it leaves the journey for the start's backBtnSlug, otherwise
 *   the page of the journey's loan type, otherwise home. Back on the offers returns to the last
 *   step; Back on a Key Fact Statement returns to the offers.
 * @spec §2 Routes (back-button slugs); §3 Journey start parameters; §4 Application card (resume)
 * @param context - the journey's context.
 * @returns the path to navigate to.
 * @example
 * ```ts
 * backTarget({ params: { productsId: 2, vendorsId: 5, backBtnSlug: '/emi-calculator' }, product: 'used-car-loan' }); // '/emi-calculator'
 * ```
 */
export function backTarget(context: Pick<ApplicationJourneyContext, 'params' | 'product'>): string {
  return context.params?.backBtnSlug ?? loanProduct(context.product)?.route ?? '/';
}

/**
 * Whether the journey can skip the mobile check.
 *
 * @rule APPJ-002 A visitor who is not signed in, or is signed in with another mobile than the
 *   start's mobileNumber, verifies the mobile by OTP first; a mobileNumber in the start fills in the
 *   mobile, and the OTP goes out only when the visitor asks for it (Get OTP): an address must not
 *   send a text message to whatever number it carries. Resend is offered 30 seconds after a send, counted down each second as in the
 *   login modal (LOGIN-003); a verified OTP stores the session.
 * @spec §3 Journey start parameters (mobileNumber); §4 Login modal (resend 30 s); §5 Mobile, OTP
 * @param context - the journey's context.
 * @returns true when the session already belongs to the journey's mobile.
 * @example
 * ```ts
 * isSignedInForJourney({ session: null, mobile: '' }); // false
 * ```
 */
export function isSignedInForJourney(context: Pick<ApplicationJourneyContext, 'session' | 'mobile'>): boolean {
  if (context.session === null) return false;
  return context.mobile === '' || context.mobile === normaliseMobile(context.session.mobile);
}

/**
 * The step a resumed journey continues at.
 *
 * @rule APPJ-003 After sign-in the journey loads the saved draft (the dashboard's Resume
 *   Application passes the card's userToken, CARD-004); it continues with the draft's loan type at
 *   the first step of that type's journey not yet saved, showing the saved values, and fetches
 *   the offers at once when every step is saved.
 * @spec §4 Application card (Resume Application); §10 Resumable from the dashboard
 * @param steps - the steps of the loan type.
 * @param saved - the saved steps.
 * @returns the index of the first unsaved step, or steps.length when all are saved.
 * @example
 * ```ts
 * resumeIndex(['personal-details', 'employment'], { 'personal-details': {…} }); // 1
 * ```
 */
export function resumeIndex(steps: readonly JourneyStepId[], saved: ApplicationJourneyContext['saved']): number {
  const first = steps.findIndex((step) => saved[step] === undefined);
  return first === -1 ? steps.length : first;
}

const currentStep = (context: ApplicationJourneyContext): JourneyStepId => present(context.steps[Math.min(context.stepIndex, context.steps.length - 1)], 'the current step');

/** The current step checked as the server will check it, the applicant's age included when today is known. */
const checkStep = (context: ApplicationJourneyContext) =>
  validateJourneyStep(context.product, currentStep(context), context.values, LENDERS, context.today ?? undefined);

const openStep = (context: ApplicationJourneyContext, stepIndex: number) => {
  const index = Math.max(0, Math.min(stepIndex, context.steps.length - 1));
  return { stepIndex: index, values: context.saved[present(context.steps[index], 'the step')] ?? {}, fieldErrors: {}, error: null };
};

const hasOffer = (match: JourneyOffers | null, lenderId: number): boolean => match?.offers.some((offer) => offer.lenderId === lenderId) ?? false;

/** The step that holds the amount and the tenure (the vehicle or the purpose step). */
const amountStepIndex = (context: ApplicationJourneyContext): number =>
  context.steps.findIndex((step) => step === 'vehicle-and-amount' || step === 'purpose-and-amount');

/**
 * Whether a tried way forward is one the matcher offered.
 *
 * @rule APPJ-007 When no lender matches, the offers screen shows the applicant's score and the ways
 *   forward (WAYS-001…004); trying the amount or the tenure found there reopens the amount step
 *   with that value in place of the one asked for and every other answer kept, to be saved and
 *   matched again like any step. Only the value the matcher offered can be tried.
 * @spec §10 Offer matching (no dead ends); §10 Saved as the visitor goes
 * @param match - the offers as fetched.
 * @param field - the amount or the tenure.
 * @param value - the value tried.
 * @returns true when the matcher offered exactly that value for that field.
 * @example
 * ```ts
 * isOfferedWayForward(match, 'loanAmount', match.waysForward!.amount!.value); // true
 * ```
 */
export function isOfferedWayForward(match: JourneyOffers | null, field: 'loanAmount' | 'tenureMonths', value: number): boolean {
  const ways = match?.waysForward;
  if (!ways) return false;
  const offered = field === 'loanAmount' ? ways.amount : ways.tenure;
  return offered !== null && offered.value === value;
}

/**
 * The loan application journey: from a "check your offer" button to matched offers, a Key Fact
 * Statement and an application on the dashboard.
 *
 * @rule APPJ-001 A journey starts from the §3 journey-start parameters with the defaults of
 *   JOURNEY-002 (built with `buildJourneyStart`); parameters it refuses show the error with only
 *   Back. Its loan type and steps come from `@rinn/offers` (STEP-001, STEP-004).
 * @spec §3 Journey start parameters; §10 Entry
 * @rule APPJ-004 Submit checks the step with `validateJourneyStep` (STEP-003): an invalid step
 *   shows each field's message and is not saved; a valid one is saved with `saveStep` before the
 *   next step opens (the first save creates the draft). A failed save keeps the values, shows the
 *   message and offers Retry.
 * @spec §10 Saved as the visitor goes; §5 Validation rules
 * @rule APPJ-006 After the last step the offers are fetched (`fetchOffers`; failure offers Retry).
 *   Choosing a shown offer opens its Key Fact Statement; the application is created only after
 *   the visitor acknowledges the KFS (`createApplication`; failure offers Retry), and the journey
 *   then ends on a confirmation naming the lender, what happens next (the lender's consent link
 *   by SMS) and the way to /dashboard, where the new application is a card; it does not leave by
 *   itself.
 * @spec §10 Offer matching, Key Fact Statement, Choosing an offer; RBI Digital Lending
 *   Directions 2025 (KFS before the contract)
 * @rule APPJ-008 On the offers screen the visitor sorts the offers by APR, EMI or fees
 *   (COMPARE-001; APR at first) and ticks up to three of them (COMPARE-002); with two or three
 *   ticked, Compare opens them side by side, and Back or Close returns to the list. An offer chosen
 *   from the comparison opens its Key Fact Statement like one chosen from the list, and Back from
 *   the KFS returns to the list or the comparison it came from, with the sort and the ticks kept. A
 *   new match clears the ticks.
 * @spec §10 Sorting and comparing offers
 * @rule APPJ-009 The Key Fact Statement of the chosen offer is the server's (`loadKeyFactStatement`,
 *   KFS-001); while it loads the screen says so, a failure says why and offers Retry, and the
 *   offer can be accepted only once the statement has been shown and acknowledged. Its PDF is
 *   downloaded by `downloadKeyFactStatement` once the statement is shown: busy while it runs, a
 *   failure says so and may be tried again. Back from a failed creation returns to the statement
 *   already read, without loading it again.
 * @spec §10 Key Fact Statement; RBI Digital Lending Directions 2025 (KFS before the contract)
 * @example
 * ```ts
 * const journey = applicationJourneyMachine.provide({ actors: { otp: loginOtpMachine.provide({ actors: { sendOtp, verifyOtp } }),
 *   storeSession, loadDraft, saveStep, fetchOffers, loadKeyFactStatement, downloadKeyFactStatement, createApplication, navigate } });
 * createActor(journey, { input: { start: parseJourneyStart(location.search), pageProduct: 'used-car-loan', session } }).start();
 * ```
 */
export const applicationJourneyMachine = setup({
  types: {
    context: {} as ApplicationJourneyContext,
    events: {} as ApplicationJourneyEvent,
    input: {} as ApplicationJourneyInput,
  },
  actors: {
    otp: loginOtpMachine,
    storeSession: promiseNotProvided<void, AuthSession>('storeSession'),
    loadDraft: promiseNotProvided<JourneyDraft | null, DraftQuery>('loadDraft'),
    saveStep: promiseNotProvided<StepSaved, StepSave>('saveStep'),
    fetchOffers: promiseNotProvided<JourneyOffers, OffersQuery>('fetchOffers'),
    loadKeyFactStatement: promiseNotProvided<KeyFactStatement, KfsRequest>('loadKeyFactStatement'),
    downloadKeyFactStatement: promiseNotProvided<void, KfsRequest>('downloadKeyFactStatement'),
    createApplication: promiseNotProvided<CreatedApplication, ApplicationRequest>('createApplication'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  delays: {
  },
  guards: {
    startRefused: ({ context }) => context.params === null,
    signedIn: ({ context }) => isSignedInForJourney(context),
    mobileSendable: ({ context }) => canSendOtp(context.mobile),
    stepValid: ({ context }) => checkStep(context).ok,
    onFirstStep: ({ context }) => context.stepIndex === 0,
    onLastStep: ({ context }) => context.stepIndex >= context.steps.length - 1,
    allStepsSaved: ({ context }) => resumeIndex(context.steps, context.saved) >= context.steps.length,
    shownOffer: ({ context, event }) => event.type === 'OFFER.CHOOSE' && hasOffer(context.match, event.lenderId),
    kfsReadAndAcknowledged: ({ context }) => context.kfs !== null && context.kfsAcknowledged,
    knownSortKey: ({ event }) => event.type === 'OFFERS.SORT' && (OFFER_SORT_KEYS as readonly string[]).includes(event.key),
    shownOfferToCompare: ({ context, event }) => event.type === 'OFFERS.COMPARE_TOGGLE' && hasOffer(context.match, event.lenderId),
    comparable: ({ context }) => canCompareOffers(context.comparedLenderIds),
    offeredWayForward: ({ context, event }) =>
      event.type === 'WAY_FORWARD.TRY' && amountStepIndex(context) >= 0 && isOfferedWayForward(context.match, event.field, event.value),
  },
  actions: {
    typeMobile: assign({
      mobile: ({ context, event }) => (event.type === 'MOBILE.CHANGE' ? normaliseMobile(event.value) : context.mobile),
      error: null,
    }),
    toOtp: forwardTo('otp'),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      // PIN-002: a PIN code may fill in the city beside it, which then has no error left to show.
      const values = valuesAfterChange(context.values, event.field, event.value);
      const cityFilled = values['city'] !== context.values['city'];
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => field !== event.field && !(cityFilled && field === 'city')),
      );
      return { values, fieldErrors };
    }),
    setValues: assign(({ context, event }) =>
      (event.type === 'VALUES.SET' ? { values: { ...context.values, ...event.values }, fieldErrors: {} } : {})),
    acceptValues: assign(({ context }) => {
      const result = checkStep(context);
      return result.ok ? { values: result.values, fieldErrors: {}, error: null } : {};
    }),
    showFieldErrors: assign(({ context }) => {
      const result = checkStep(context);
      return result.ok ? {} : { fieldErrors: result.fieldErrors };
    }),
    previousStep: assign(({ context }) => openStep(context, context.stepIndex - 1)),
    openLastStep: assign(({ context }) => openStep(context, context.steps.length - 1)),
    showError: assign({ error: ({ event }) => ('error' in event ? errorMessage(event.error) : null) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'applicationJourney',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startRefused', target: 'invalidStart' },
        { guard: 'signedIn', target: 'loadingDraft' },
        { target: 'verifyingMobile' },
      ],
    },
    invalidStart: {
      on: { BACK: 'leaving' },
    },
    verifyingMobile: {
      initial: 'editing',
      on: { BACK: '#applicationJourney.leaving' },
      states: {
        editing: {
          on: {
            'MOBILE.CHANGE': { actions: 'typeMobile' },
            'OTP.SEND': { guard: 'mobileSendable', target: 'code' },
          },
        },
        // The login's OTP child (LOGIN-003): it sends the code, counts down to Resend OTP and
        // verifies; while its first send runs the journey still shows the mobile (journey connect).
        code: {
          on: {
            EDIT_MOBILE: { target: 'editing', actions: 'clearError' },
            'OTP.CHANGE': { actions: 'toOtp' },
            'OTP.SUBMIT': { actions: 'toOtp' },
            'OTP.RESEND': { actions: 'toOtp' },
          },
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({ subject: context.mobile }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'verified',
                target: '#applicationJourney.storingSession',
                actions: assign({ session: ({ event }) => (event.output.status === 'verified' ? event.output.result : null), error: null }),
              },
              {
                target: 'editing',
                actions: assign({ error: ({ event }) => (event.output.status === 'unsent' ? event.output.error : null) }),
              },
            ],
          },
        },
      },
    },
    storingSession: {
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => present(context.session, 'session'),
        onDone: 'loadingDraft',
        onError: 'loadingDraft',
      },
    },
    loadingDraft: {
      tags: 'busy',
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ params: present(context.params, 'params'), product: context.product, session: present(context.session, 'session') }),
        onDone: {
          target: 'continuing',
          actions: assign(({ context, event }) => {
            const draft = event.output;
            if (draft === null) return { ...openStep(context, 0) };
            const steps = journeySteps(draft.product);
            const resumed = { ...context, product: draft.product, steps, saved: draft.saved, draftId: draft.draftId };
            return { product: draft.product, steps, saved: draft.saved, draftId: draft.draftId, ...openStep(resumed, resumeIndex(steps, draft.saved)) };
          }),
        },
        onError: { target: 'draftUnavailable', actions: 'showError' },
      },
    },
    draftUnavailable: {
      on: { RETRY: { target: 'loadingDraft', actions: 'clearError' }, BACK: 'leaving' },
    },
    continuing: {
      always: [{ guard: 'allStepsSaved', target: 'fetchingOffers' }, { target: 'filling' }],
    },
    filling: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'changeField' },
            'VALUES.SET': { actions: 'setValues' },
            SUBMIT: [{ guard: 'stepValid', target: 'saving', actions: 'acceptValues' }, { actions: 'showFieldErrors' }],
            BACK: [{ guard: 'onFirstStep', target: '#applicationJourney.leaving' }, { actions: 'previousStep' }],
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context }) => ({
              draftId: context.draftId,
              params: present(context.params, 'params'),
              product: context.product,
              step: currentStep(context),
              values: context.values,
              session: present(context.session, 'session'),
            }),
            onDone: [
              {
                guard: 'onLastStep',
                target: '#applicationJourney.fetchingOffers',
                actions: assign(({ context, event }) => ({
                  draftId: event.output.draftId,
                  saved: { ...context.saved, [currentStep(context)]: context.values },
                })),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const saved = { ...context.saved, [currentStep(context)]: context.values };
                  return { draftId: event.output.draftId, saved, ...openStep({ ...context, saved }, context.stepIndex + 1) };
                }),
              },
            ],
            onError: { target: 'saveFailed', actions: 'showError' },
          },
        },
        saveFailed: {
          on: {
            RETRY: { target: 'saving', actions: 'clearError' },
            'FIELD.CHANGE': { target: 'editing', actions: ['changeField', 'clearError'] },
            BACK: { target: 'editing', actions: 'clearError' },
          },
        },
      },
    },
    fetchingOffers: {
      tags: 'busy',
      invoke: {
        id: 'fetchOffers',
        src: 'fetchOffers',
        input: ({ context }) => ({ draftId: present(context.draftId, 'draftId'), session: present(context.session, 'session') }),
        // A new match may not hold the offers ticked before, so the ticks start again; the sort stays.
        onDone: { target: 'offers', actions: assign({ match: ({ event }) => event.output, error: null, comparedLenderIds: [] }) },
        onError: { target: 'offersUnavailable', actions: 'showError' },
      },
    },
    offersUnavailable: {
      on: {
        RETRY: { target: 'fetchingOffers', actions: 'clearError' },
        BACK: { target: 'filling', actions: 'openLastStep' },
      },
    },
    offers: {
      initial: 'list',
      states: {
        list: {
          on: {
            'OFFERS.COMPARE_TOGGLE': {
              guard: 'shownOfferToCompare',
              actions: assign({
                comparedLenderIds: ({ context, event }) =>
                  event.type === 'OFFERS.COMPARE_TOGGLE' ? toggleComparedOffer(context.comparedLenderIds, event.lenderId) : context.comparedLenderIds,
              }),
            },
            'OFFERS.COMPARE_CLEAR': { actions: assign({ comparedLenderIds: [] }) },
            'OFFERS.COMPARE_OPEN': { guard: 'comparable', target: 'comparing' },
            BACK: { target: '#applicationJourney.filling', actions: 'openLastStep' },
          },
        },
        comparing: {
          on: {
            'OFFERS.COMPARE_CLOSE': 'list',
            BACK: 'list',
          },
        },
        // Back from a Key Fact Statement returns to the list or the comparison it was chosen from.
        shown: { type: 'history' },
      },
      on: {
        'OFFERS.SORT': { guard: 'knownSortKey', actions: assign({ offerSort: ({ context, event }) => (event.type === 'OFFERS.SORT' ? event.key : context.offerSort) }) },
        'OFFER.CHOOSE': {
          guard: 'shownOffer',
          target: 'reviewingKfs',
          actions: assign({ chosenLenderId: ({ event }) => event.lenderId, kfs: null, kfsError: null, kfsAcknowledged: false }),
        },
        'WAY_FORWARD.TRY': {
          guard: 'offeredWayForward',
          target: 'filling',
          actions: assign(({ context, event }) => {
            if (event.type !== 'WAY_FORWARD.TRY') return {};
            const opened = openStep(context, amountStepIndex(context));
            return { ...opened, values: { ...opened.values, [event.field]: event.value } };
          }),
        },
      },
    },
    // The chosen offer's KFS, from the server (KFS-001): loaded, then read, acknowledged and
    // accepted; its PDF can be downloaded meanwhile (APPJ-009).
    reviewingKfs: {
      initial: 'loading',
      on: {
        'KFS.ACKNOWLEDGE': { actions: assign({ kfsAcknowledged: ({ event }) => event.acknowledged }) },
        'OFFER.ACCEPT': { guard: 'kfsReadAndAcknowledged', target: 'creatingApplication' },
        BACK: { target: '#applicationJourney.offers.shown', actions: assign({ chosenLenderId: null, kfs: null, kfsError: null, kfsAcknowledged: false }) },
      },
      states: {
        loading: {
          tags: 'kfs-loading',
          invoke: {
            id: 'loadKeyFactStatement',
            src: 'loadKeyFactStatement',
            input: ({ context }) => ({ draftId: present(context.draftId, 'draftId'), lenderId: present(context.chosenLenderId, 'chosenLenderId') }),
            onDone: { target: 'ready', actions: assign({ kfs: ({ event }) => event.output, kfsError: null }) },
            onError: { target: 'loadFailed', actions: assign({ kfsError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        loadFailed: {
          on: { 'KFS.RETRY': 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { 'KFS.DOWNLOAD': 'downloading' } },
            downloading: {
              tags: 'kfs-downloading',
              invoke: {
                id: 'downloadKeyFactStatement',
                src: 'downloadKeyFactStatement',
                input: ({ context }) => ({ draftId: present(context.draftId, 'draftId'), lenderId: present(context.chosenLenderId, 'chosenLenderId') }),
                onDone: 'idle',
                onError: 'downloadFailed',
              },
            },
            downloadFailed: { tags: 'kfs-download-failed', on: { 'KFS.DOWNLOAD': 'downloading' } },
          },
        },
      },
    },
    creatingApplication: {
      tags: 'busy',
      invoke: {
        id: 'createApplication',
        src: 'createApplication',
        input: ({ context }) => ({
          draftId: present(context.draftId, 'draftId'),
          lenderId: present(context.chosenLenderId, 'chosenLenderId'),
          kfsAcknowledged: true as const,
          session: present(context.session, 'session'),
        }),
        onDone: {
          target: 'created',
          actions: assign({
            applicationId: ({ event }) => event.output.applicationId,
            applicationMessage: ({ event }) => event.output.message ?? null,
            error: null,
          }),
        },
        onError: { target: 'creationFailed', actions: 'showError' },
      },
    },
    creationFailed: {
      on: {
        RETRY: { target: 'creatingApplication', actions: 'clearError' },
        // Back to the statement already read (it was loaded before the application was asked for).
        BACK: { target: 'reviewingKfs.ready', actions: 'clearError' },
      },
    },
    // The confirmation: the lender, what happens next and a link to the dashboard (APPJ-006).
    created: { type: 'final' },
    leaving: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: ({ context }) => ({ to: backTarget(context) }),
        onDone: 'left',
        onError: 'left',
      },
    },
    left: { type: 'final' },
  },
});
