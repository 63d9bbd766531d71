import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { newCarMachine } from './new-car.machine.js';
import type { DropdownOption, NewCarEvent, NewCarField } from './new-car.types.js';
import { matchOptions } from './typeahead.js';

/** One typeahead dropdown of the calculator. */
export interface NewCarFieldApi {
  readonly query: string;
  readonly selected: DropdownOption | null;
  /** Options matching the query. */
  readonly options: readonly DropdownOption[];
  /** A dropdown is disabled until the choice it depends on is made and its list has loaded. */
  readonly disabled: boolean;
  readonly isLoading: boolean;
  onQueryChange(text: string): void;
  onSelect(value: string): void;
}

/** What a UI needs to render the new-car calculator. */
export interface NewCarApi {
  readonly isUnavailable: boolean;
  readonly loadFailed: boolean;
  readonly price: number | null;
  readonly amount: number | null;
  readonly amountMax: number | null;
  field(name: NewCarField): NewCarFieldApi;
  onAmountChange(amount: number): void;
  retry(): void;
}

const SELECT_EVENT = {
  city: 'CITY.SELECT',
  brand: 'BRAND.SELECT',
  model: 'MODEL.SELECT',
  variant: 'VARIANT.SELECT',
} as const;

/**
 * Turns a new-car calculator snapshot into plain values and per-field handlers.
 *
 * @param snapshot - the calculator actor's snapshot.
 * @param send - the calculator actor's `send`.
 * @returns the calculator view model.
 * @example
 * ```ts
 * const brand = connectNewCar(actor.getSnapshot(), (event) => actor.send(event)).field('brand');
 * brand.onQueryChange('ma'); brand.options; // Maruti, Mahindra …
 * ```
 */
export function connectNewCar(snapshot: SnapshotFrom<typeof newCarMachine>, send: Send<NewCarEvent>): NewCarApi {
  const { context } = snapshot;
  const listOf: Record<NewCarField, readonly DropdownOption[]> = {
    city: context.cities,
    brand: context.brands,
    model: context.models,
    variant: context.variants,
  };
  const loadingOf: Record<NewCarField, boolean> = {
    city: snapshot.matches('loadingCitiesAndBrands'),
    brand: snapshot.matches('loadingCitiesAndBrands'),
    model: snapshot.matches({ ready: 'loadingModels' }),
    variant: snapshot.matches({ ready: 'loadingVariants' }),
  };
  return {
    isUnavailable: snapshot.matches('unavailable'),
    loadFailed: context.loadFailed,
    price: context.price,
    amount: context.amount,
    amountMax: context.amountMax,
    field: (name) => ({
      query: context.queries[name],
      selected: context.selected[name],
      options: matchOptions(listOf[name], context.queries[name]),
      disabled: loadingOf[name] || listOf[name].length === 0,
      isLoading: loadingOf[name],
      onQueryChange: (text) => send({ type: 'QUERY.CHANGE', field: name, text }),
      onSelect: (value) => send({ type: SELECT_EVENT[name], value }),
    }),
    onAmountChange: (amount) => send({ type: 'AMOUNT.CHANGE', amount }),
    retry: () => send({ type: 'RETRY' }),
  };
}
