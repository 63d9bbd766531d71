import { assign, setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import { typeaheadQuery } from './typeahead.js';
import type {
  CarPrice,
  CitiesAndBrands,
  DropdownOption,
  NewCarContext,
  NewCarEvent,
  PriceQuery,
} from './new-car.types.js';

const NOTHING_SELECTED: NewCarContext['selected'] = { city: null, brand: null, model: null, variant: null };
const NO_QUERIES: NewCarContext['queries'] = { city: '', brand: '', model: '', variant: '' };

const find = (options: readonly DropdownOption[], value: string): DropdownOption | null =>
  options.find((option) => option.value === value) ?? null;

const withoutPrice = { price: null, amount: null, amountMax: null } as const;

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
 * @example
 * ```ts
 * const calculator = newCarMachine.provide({ actors: { loadCitiesAndBrands, loadModels, loadVariants, loadPrice } });
 * ```
 */
export const newCarMachine = setup({
  types: {
    context: {} as NewCarContext,
    events: {} as NewCarEvent,
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
    markLoadFailed: assign({ loadFailed: true }),
    clearLoadFailed: assign({ loadFailed: false }),
  },
}).createMachine({
  id: 'newCar',
  context: {
    cities: [],
    brands: [],
    models: [],
    variants: [],
    selected: NOTHING_SELECTED,
    queries: NO_QUERIES,
    ...withoutPrice,
    loadFailed: false,
  },
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
});
