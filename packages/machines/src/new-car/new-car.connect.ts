import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { neutralProps, type KeyPress, type NeutralPropTypes, type NormalizeProps, type PropTypes } from '../shared/prop-types.js';
import { shownOptions, type newCarMachine } from './new-car.machine.js';
import type { DropdownOption, NewCarEvent, NewCarField } from './new-car.types.js';

/** One typeahead dropdown of the calculator, as values. */
export interface NewCarFieldApi {
  readonly query: string;
  readonly selected: DropdownOption | null;
  /** Options matching the query. */
  readonly options: readonly DropdownOption[];
  /** Model and variant are disabled until the choice they depend on is made and their list has loaded. */
  readonly disabled: boolean;
  /**
   * City and brand are read-only (not disabled) while their list loads: a focused field that
   * became disabled would lose focus.
   */
  readonly readOnly: boolean;
  readonly isLoading: boolean;
  /** Whether the field's list is showing. */
  readonly expanded: boolean;
  /** Index of the highlighted option in `options`, or -1. */
  readonly highlightedIndex: number;
  /** Picks an option by value (as a click on it does). */
  readonly onSelect: (value: string) => void;
  /** Types into the field (as an edit does). */
  readonly onQueryChange: (text: string) => void;
}

/** What a UI needs to render the new-car calculator; `T` is the UI framework's props (see `NormalizeProps`). */
export interface NewCarApi<T extends PropTypes = NeutralPropTypes> {
  readonly isUnavailable: boolean;
  readonly loadFailed: boolean;
  /** Whether the ex-showroom price is being fetched. */
  readonly isPriceLoading: boolean;
  readonly price: number | null;
  readonly amount: number | null;
  readonly amountMax: number | null;
  field(name: NewCarField): NewCarFieldApi;
  /** The id of a dropdown's input, for its label. */
  inputId(name: NewCarField): string;
  /** The combobox input of a dropdown: its value, ARIA state and keyboard (arrows, Home, End, Enter, Escape). */
  getInputProps(name: NewCarField): T['input'];
  /** The popup list of a dropdown. */
  getListboxProps(name: NewCarField): T['listbox'];
  /** One option of a dropdown's list. */
  getOptionProps(name: NewCarField, option: DropdownOption): T['option'];
  /** The Try again button after the lists failed to load. */
  getRetryProps(): T['button'];
  /** Tells the machine a dropdown has focus (one focused before the machine started). */
  focusField(name: NewCarField): void;
  onAmountChange(amount: number): void;
  retry(): void;
}

const SELECT_EVENT = {
  city: 'CITY.SELECT',
  brand: 'BRAND.SELECT',
  model: 'MODEL.SELECT',
  variant: 'VARIANT.SELECT',
} as const;

const LIST_OF = { city: 'cities', brand: 'brands', model: 'models', variant: 'variants' } as const;

/** Model and variant wait for the picks they depend on; city and brand only for their list. */
const isDependent = (name: NewCarField): boolean => name === 'model' || name === 'variant';

/**
 * Turns a new-car calculator snapshot into values and prop getters (the WAI-ARIA combobox pattern,
 * list autocomplete, for each dropdown).
 *
 * @param snapshot - the calculator actor's snapshot.
 * @param send - the calculator actor's `send`.
 * @param normalize - the UI framework's normaliser; the neutral props when absent.
 * @returns the calculator view model.
 * @example
 * ```ts
 * const api = connectNewCar(actor.getSnapshot(), (event) => actor.send(event), normalizeProps);
 * <input {...api.getInputProps('brand')} />
 * ```
 */
export function connectNewCar(snapshot: SnapshotFrom<typeof newCarMachine>, send: Send<NewCarEvent>): NewCarApi;
export function connectNewCar<T extends PropTypes>(
  snapshot: SnapshotFrom<typeof newCarMachine>,
  send: Send<NewCarEvent>,
  normalize: NormalizeProps<T>,
): NewCarApi<T>;
export function connectNewCar(
  snapshot: SnapshotFrom<typeof newCarMachine>,
  send: Send<NewCarEvent>,
  normalize: NormalizeProps<PropTypes> = neutralProps,
): NewCarApi<PropTypes> {
  const { context } = snapshot;
  const catalogueLoading = snapshot.matches({ catalogue: 'loadingCitiesAndBrands' });
  const loadingOf: Record<NewCarField, boolean> = {
    city: catalogueLoading,
    brand: catalogueLoading,
    model: snapshot.matches({ catalogue: { ready: 'loadingModels' } }),
    variant: snapshot.matches({ catalogue: { ready: 'loadingVariants' } }),
  };
  const listOpen = snapshot.matches({ list: 'open' });
  const inputId = (name: NewCarField): string => `${context.id}-${name}`;
  const listboxId = (name: NewCarField): string => `${context.id}-${name}-list`;
  const optionId = (name: NewCarField, option: DropdownOption): string => `${context.id}-${name}-option-${option.value}`;

  const field = (name: NewCarField): NewCarFieldApi => {
    const isLoading = loadingOf[name];
    const unusable = isLoading || context[LIST_OF[name]].length === 0;
    const disabled = isDependent(name) && unusable;
    const readOnly = !disabled && unusable;
    const options = shownOptions(context, name);
    const expanded = listOpen && context.focused === name && !disabled && !readOnly;
    return {
      query: context.queries[name],
      selected: context.selected[name],
      options,
      disabled,
      readOnly,
      isLoading,
      expanded,
      highlightedIndex: expanded ? Math.min(context.highlighted, options.length - 1) : -1,
      onSelect: (value) => send({ type: SELECT_EVENT[name], value }),
      onQueryChange: (text) => send({ type: 'QUERY.CHANGE', field: name, text }),
    };
  };

  const onKeyDown = (name: NewCarField, event: KeyPress): void => {
    const { expanded, options, highlightedIndex, onSelect } = field(name);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        send({ type: 'HIGHLIGHT.NEXT', field: name });
        break;
      case 'ArrowUp':
        event.preventDefault();
        send({ type: 'HIGHLIGHT.PREV', field: name });
        break;
      case 'Home':
      case 'End':
        if (!expanded || options.length === 0) return;
        event.preventDefault();
        send({ type: event.key === 'Home' ? 'HIGHLIGHT.FIRST' : 'HIGHLIGHT.LAST' });
        break;
      case 'Enter': {
        // The highlighted option, or the only match of what was typed.
        const picked = options[highlightedIndex] ?? (expanded && context.typing && options.length === 1 ? options[0] : undefined);
        if (picked) {
          event.preventDefault();
          onSelect(picked.value);
        }
        break;
      }
      case 'Escape':
        if (expanded) event.preventDefault();
        send({ type: 'LIST.CLOSE' });
        break;
      default:
    }
  };

  return {
    isUnavailable: snapshot.matches({ catalogue: 'unavailable' }),
    loadFailed: context.loadFailed,
    isPriceLoading: snapshot.matches({ catalogue: { ready: 'loadingPrice' } }),
    price: context.price,
    amount: context.amount,
    amountMax: context.amountMax,
    field,
    inputId,
    getInputProps: (name) => {
      const state = field(name);
      const highlighted = state.options[state.highlightedIndex];
      const typing = context.typing && context.focused === name;
      return normalize.input({
        id: inputId(name),
        type: 'text',
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list',
        'aria-expanded': state.expanded,
        'aria-controls': listboxId(name),
        'aria-activedescendant': highlighted === undefined ? undefined : optionId(name, highlighted),
        'aria-busy': state.isLoading,
        disabled: state.disabled,
        readOnly: state.readOnly,
        value: typing ? state.query : (state.selected?.text ?? ''),
        onFocus: () => send({ type: 'FIELD.FOCUS', field: name }),
        onClick: () => send({ type: 'LIST.OPEN', field: name }),
        onBlur: () => send({ type: 'FIELD.BLUR', field: name }),
        onKeyDown: (event) => onKeyDown(name, event),
        onValueChange: (text) => send({ type: 'QUERY.CHANGE', field: name, text }),
      });
    },
    getListboxProps: (name) => normalize.listbox({ id: listboxId(name), role: 'listbox', hidden: !field(name).expanded }),
    getOptionProps: (name, option) => {
      const state = field(name);
      return normalize.option({
        id: optionId(name, option),
        role: 'option',
        'aria-selected': state.selected?.value === option.value,
        'data-highlighted': state.options[state.highlightedIndex]?.value === option.value,
        // Keeps the focus in the field, so the pick happens before any blur closes the list.
        onMouseDown: (event) => event.preventDefault(),
        onClick: () => send({ type: SELECT_EVENT[name], value: option.value }),
      });
    },
    getRetryProps: () => normalize.button({ type: 'button', onClick: () => send({ type: 'RETRY' }) }),
    focusField: (name) => send({ type: 'FIELD.FOCUS', field: name }),
    onAmountChange: (amount) => send({ type: 'AMOUNT.CHANGE', amount }),
    retry: () => send({ type: 'RETRY' }),
  };
}
