import { assign, setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import { matchOptions, typeaheadQuery } from './typeahead.js';
import type {
  CarPrice,
  CitiesAndBrands,
  DropdownOption,
  NewCarContext,
  NewCarEvent,
  NewCarField,
  NewCarInput,
  PriceQuery,
} from './new-car.types.js';

const NOTHING_SELECTED: NewCarContext['selected'] = { city: null, brand: null, model: null, variant: null };
const NO_QUERIES: NewCarContext['queries'] = { city: '', brand: '', model: '', variant: '' };

const find = (options: readonly DropdownOption[], value: string): DropdownOption | null =>
  options.find((option) => option.value === value) ?? null;

const withoutPrice = { price: null, amount: null, amountMax: null } as const;

const LISTS = { city: 'cities', brand: 'brands', model: 'models', variant: 'variants' } as const;

/**
 * The options a dropdown's list shows now: its loaded options matching its query (NEWCAR-005).
 *
 * @param context - the calculator's context.
 * @param field - which dropdown.
 * @returns the matching options, in their order.
 * @example
 * ```ts
 * shownOptions(actor.getSnapshot().context, 'city'); // the cities starting with the typed text
 * ```
 */
export function shownOptions(context: NewCarContext, field: NewCarField): readonly DropdownOption[] {
  return matchOptions(context[LISTS[field]], context.queries[field]);
}

/** The number of options the focused dropdown shows (none when no dropdown has focus). */
const shownCount = (context: NewCarContext): number => (context.focused === null ? 0 : shownOptions(context, context.focused).length);

/** Leaving or dismissing a list: nothing highlighted, and a half-typed query is dropped for the picked option's text. */
const dismissed = (context: NewCarContext) => ({
  highlighted: -1,
  typing: false,
  queries: context.typing && context.focused !== null ? { ...context.queries, [context.focused]: '' } : context.queries,
});

/**
 * The new-car calculator: city, brand, model and variant dropdowns feeding the loan amount.
 *
 * @rule NEWCAR-001 Picking a city and a brand loads the brand's models; picking a model loads its
 *   variants; a variant together with a city fetches the ex-showroom price. A newer pick cancels
 *   the request of an older one, so a late answer never overwrites a newer choice.
 * @spec §4 New car calculator flow, §7 GET calculator
 * @rule NEWCAR-002 The price sets the loan amount and the amount slider's maximum; the amount can
 *   then move but never above that maximum.
 * @spec §4 New car calculator flow
 * @rule NEWCAR-003 Changing the brand clears the model and the variant (and the price that
 *   depended on them); changing the model clears the variant.
 * @spec §4 New car calculator flow
 * @rule NEWCAR-006 Each dropdown is a list-autocomplete combobox: focusing or clicking it opens its
 *   list, typing filters it and opens it, the arrow keys move the highlight within the shown options
 *   (Home and End to the ends), picking an option closes the list and shows the option's text, and
 *   Escape or leaving the field closes the list and drops a half-typed query. One list is open at
 *   a time, the focused dropdown's.
 * @spec §5 Typeahead, §4 New car calculator flow
 * @example
 * ```ts
 * const calculator = newCarMachine.provide({ actors: { loadCitiesAndBrands, loadModels, loadVariants, loadPrice } });
 * ```
 */
export const newCarMachine = setup({
  types: {
    context: {} as NewCarContext,
    events: {} as NewCarEvent,
    input: {} as NewCarInput,
  },
  actors: {
    loadCitiesAndBrands: promiseNotProvided<CitiesAndBrands, void>('loadCitiesAndBrands'),
    loadModels: promiseNotProvided<readonly DropdownOption[], { readonly brandId: string }>('loadModels'),
    loadVariants: promiseNotProvided<readonly DropdownOption[], { readonly modelId: string }>('loadVariants'),
    loadPrice: promiseNotProvided<CarPrice, PriceQuery>('loadPrice'),
  },
  guards: {
    knownCity: ({ context, event }) => event.type === 'CITY.SELECT' && find(context.cities, event.value) !== null,
    knownBrand: ({ context, event }) => event.type === 'BRAND.SELECT' && find(context.brands, event.value) !== null,
    knownModel: ({ context, event }) => event.type === 'MODEL.SELECT' && find(context.models, event.value) !== null,
    knownVariant: ({ context, event }) => event.type === 'VARIANT.SELECT' && find(context.variants, event.value) !== null,
    canPrice: ({ context }) => context.selected.city !== null && context.selected.variant !== null,
    needsModels: ({ context }) =>
      context.selected.city !== null && context.selected.brand !== null && context.models.length === 0,
    leavesFocusedField: ({ context, event }) => event.type === 'FIELD.BLUR' && event.field === context.focused,
  },
  actions: {
    selectCity: assign({
      selected: ({ context, event }) =>
        (event.type === 'CITY.SELECT' ? { ...context.selected, city: find(context.cities, event.value) } : context.selected),
    }),
    selectBrand: assign(({ context, event }) => {
      if (event.type !== 'BRAND.SELECT') return {};
      return {
        selected: { ...context.selected, brand: find(context.brands, event.value), model: null, variant: null },
        queries: { ...context.queries, model: '', variant: '' },
        models: [],
        variants: [],
        ...withoutPrice,
      };
    }),
    selectModel: assign(({ context, event }) => {
      if (event.type !== 'MODEL.SELECT') return {};
      return {
        selected: { ...context.selected, model: find(context.models, event.value), variant: null },
        queries: { ...context.queries, variant: '' },
        variants: [],
        ...withoutPrice,
      };
    }),
    selectVariant: assign(({ context, event }) => {
      if (event.type !== 'VARIANT.SELECT') return {};
      return { selected: { ...context.selected, variant: find(context.variants, event.value) }, ...withoutPrice };
    }),
    typeQuery: assign({
      queries: ({ context, event }) =>
        (event.type === 'QUERY.CHANGE'
          ? { ...context.queries, [event.field]: typeaheadQuery(event.field, event.text) }
          : context.queries),
    }),
    moveAmount: assign({
      amount: ({ context, event }) => {
        if (event.type !== 'AMOUNT.CHANGE' || context.amountMax === null || !Number.isFinite(event.amount)) return context.amount;
        return Math.min(Math.max(0, event.amount), context.amountMax);
      },
    }),
    focusField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.FOCUS' && event.type !== 'LIST.OPEN') return {};
      return event.field === context.focused ? {} : { ...dismissed(context), focused: event.field };
    }),
    leaveField: assign(({ context }) => ({ ...dismissed(context), focused: null })),
    dismissList: assign(({ context }) => dismissed(context)),
    startTyping: assign(({ event }) => (event.type === 'QUERY.CHANGE' ? { focused: event.field, typing: true, highlighted: -1 } : {})),
    highlightNext: assign(({ context, event }) => {
      if (event.type !== 'HIGHLIGHT.NEXT') return {};
      const focused = { ...context, focused: event.field };
      return { focused: event.field, highlighted: Math.min(context.highlighted + 1, shownCount(focused) - 1) };
    }),
    highlightPrevious: assign(({ context, event }) => {
      if (event.type !== 'HIGHLIGHT.PREV') return {};
      const focused = { ...context, focused: event.field };
      return { focused: event.field, highlighted: Math.min(Math.max(context.highlighted - 1, 0), shownCount(focused) - 1) };
    }),
    highlightFirst: assign(({ context }) => ({ highlighted: shownCount(context) > 0 ? 0 : -1 })),
    highlightLast: assign(({ context }) => ({ highlighted: shownCount(context) - 1 })),
    markLoadFailed: assign({ loadFailed: true }),
    clearLoadFailed: assign({ loadFailed: false }),
  },
}).createMachine({
  id: 'newCar',
  context: ({ input }) => ({
    id: input.id,
    cities: [],
    brands: [],
    models: [],
    variants: [],
    selected: NOTHING_SELECTED,
    queries: NO_QUERIES,
    ...withoutPrice,
    loadFailed: false,
    focused: null,
    highlighted: -1,
    typing: false,
  }),
  type: 'parallel',
  states: {
    catalogue: {
      initial: 'loadingCitiesAndBrands',
      states: {
        loadingCitiesAndBrands: {
          entry: 'clearLoadFailed',
          invoke: {
            id: 'loadCitiesAndBrands',
            src: 'loadCitiesAndBrands',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ cities: event.output.cities, brands: event.output.brands })),
            },
            onError: { target: 'unavailable', actions: 'markLoadFailed' },
          },
        },
        unavailable: {
          on: { RETRY: 'loadingCitiesAndBrands' },
        },
        ready: {
          initial: 'idle',
          on: {
            'QUERY.CHANGE': { actions: 'typeQuery' },
            'AMOUNT.CHANGE': { actions: 'moveAmount' },
            'CITY.SELECT': { guard: 'knownCity', target: '.choosing', actions: 'selectCity' },
            'BRAND.SELECT': { guard: 'knownBrand', target: '.choosing', actions: 'selectBrand' },
            'MODEL.SELECT': { guard: 'knownModel', target: '.loadingVariants', actions: 'selectModel' },
            'VARIANT.SELECT': { guard: 'knownVariant', target: '.choosing', actions: 'selectVariant' },
          },
          states: {
            idle: {},
            choosing: {
              always: [
                { guard: 'canPrice', target: 'loadingPrice' },
                { guard: 'needsModels', target: 'loadingModels' },
                { target: 'idle' },
              ],
            },
            loadingModels: {
              entry: 'clearLoadFailed',
              invoke: {
                id: 'loadModels',
                src: 'loadModels',
                input: ({ context }) => ({ brandId: context.selected.brand?.value ?? '' }),
                onDone: { target: 'idle', actions: assign({ models: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: 'markLoadFailed' },
              },
            },
            loadingVariants: {
              entry: 'clearLoadFailed',
              invoke: {
                id: 'loadVariants',
                src: 'loadVariants',
                input: ({ context }) => ({ modelId: context.selected.model?.value ?? '' }),
                onDone: { target: 'idle', actions: assign({ variants: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: 'markLoadFailed' },
              },
            },
            loadingPrice: {
              entry: 'clearLoadFailed',
              invoke: {
                id: 'loadPrice',
                src: 'loadPrice',
                input: ({ context }) => ({ variantId: context.selected.variant?.value ?? '', cityId: context.selected.city?.value ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    price: event.output.exShowroomPrice,
                    amount: event.output.exShowroomPrice,
                    amountMax: event.output.exShowroomPrice,
                  })),
                },
                onError: { target: 'idle', actions: 'markLoadFailed' },
              },
            },
          },
        },
      },
    },
    list: {
      initial: 'closed',
      on: {
        'QUERY.CHANGE': { target: '.open', actions: 'startTyping' },
        'HIGHLIGHT.NEXT': { target: '.open', actions: 'highlightNext' },
        'HIGHLIGHT.PREV': { target: '.open', actions: 'highlightPrevious' },
        'FIELD.BLUR': { guard: 'leavesFocusedField', target: '.closed', actions: 'leaveField' },
        'LIST.CLOSE': { target: '.closed', actions: 'dismissList' },
        'CITY.SELECT': { target: '.closed', actions: 'dismissList' },
        'BRAND.SELECT': { target: '.closed', actions: 'dismissList' },
        'MODEL.SELECT': { target: '.closed', actions: 'dismissList' },
        'VARIANT.SELECT': { target: '.closed', actions: 'dismissList' },
      },
      states: {
        closed: {
          on: {
            'FIELD.FOCUS': { target: 'open', actions: 'focusField' },
            'LIST.OPEN': { target: 'open', actions: 'focusField' },
          },
        },
        open: {
          on: {
            'FIELD.FOCUS': { actions: 'focusField' },
            'HIGHLIGHT.FIRST': { actions: 'highlightFirst' },
            'HIGHLIGHT.LAST': { actions: 'highlightLast' },
          },
        },
      },
    },
  },
});
