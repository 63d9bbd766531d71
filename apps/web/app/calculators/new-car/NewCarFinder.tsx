import { formatRupees } from '@rinn/format';
import type { NewCarField } from '@rinn/machines';
import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useFocusedBeforeHydration } from '../../hydration/kept-input.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useActor } from '../../widgets/use-actor.ts';
import type { NewCarView } from './new-car-runtime.ts';
import { newCarStrings } from './new-car-strings.ts';

/** Props of {@link NewCarFinder}. */
export interface NewCarFinderProps {
  /** Called with the ex-showroom price once fetched, and with null when a new pick clears it (NEWCAR-002, NEWCAR-003). */
  readonly onPriceChange: (price: number | null) => void;
}

const FIELDS: readonly NewCarField[] = ['city', 'brand', 'model', 'variant'];

/** Model and variant wait for the picks they depend on; city and brand only for their list. */
const isDependent = (name: NewCarField): boolean => name === 'model' || name === 'variant';

/**
 * The new-car finder of the EMI calculator's New car loan tab (§2 Calculators, §4 New car
 * calculator flow): city, brand, model and variant typeaheads driven by `newCarMachine`. The
 * machine, XState and the API client load when the visitor first reaches for a field, so the
 * calculator page's first JavaScript does not grow; until then the fields render in their first state.
 *
 * @param props - see {@link NewCarFinderProps}
 * @returns the finder
 */
export function NewCarFinder({ onPriceChange }: NewCarFinderProps) {
  const { language } = useLanguage();
  const copy = newCarStrings(language);
  const baseId = useId();
  const load = useCallback(async () => (await import('./new-car-runtime.ts')).startNewCarFinder(baseId), [baseId]);
  const { view, ensure } = useActor({ load });
  const [requested, setRequested] = useState(false);
  const activate = useCallback(
    (name: NewCarField, field: HTMLInputElement | null) => {
      setRequested(true);
      void ensure().then((finder) => {
        // A field focused before the machine started tells it so, and its list opens. Compared as
        // the element, not by id: on an islands page the field keeps the id the server rendered,
        // which the island's own root numbers differently (decision 0021).
        if (field !== null && field.ownerDocument.activeElement === field) finder.focusField(name);
      });
    },
    [ensure],
  );

  const price = view?.price ?? null;
  const reportPrice = useRef(onPriceChange);
  reportPrice.current = onPriceChange;
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (price === reported.current) return;
    reported.current = price;
    reportPrice.current(price);
  }, [price]);

  const citiesLoading = view === null ? requested : view.field('city').isLoading;
  const priceLoading = view?.isPriceLoading ?? false;

  return (
    <fieldset className="new-car-finder">
      <legend>{copy.legend}</legend>
      <p className="new-car-finder__hint">{copy.hint}</p>
      <div className="new-car-finder__fields">
        {FIELDS.map((name) => (
          <CarCombobox
            key={name}
            id={`${baseId}-${name}`}
            name={name}
            finder={view}
            waiting={view === null && requested && !isDependent(name)}
            onActivate={activate}
          />
        ))}
      </div>
      <div className="new-car-finder__status" aria-live="polite">
        {citiesLoading && <p>{copy.loading.city}</p>}
        {priceLoading && <p>{copy.loadingPrice}</p>}
        {price !== null && (
          <p>
            {copy.price}: <strong data-testid="ex-showroom-price">{formatRupees(price, { locale: language })}</strong>. {copy.priceSetsAmount}
          </p>
        )}
      </div>
      {view?.isUnavailable && (
        <div role="alert" className="new-car-finder__error">
          <p className="field-error">{copy.unavailable}</p>
          <button {...view.getRetryProps()} className="button button--secondary">
            {copy.retry}
          </button>
        </div>
      )}
      {view !== null && !view.isUnavailable && view.loadFailed && (
        <p role="alert" className="field-error">
          {copy.loadFailed}
        </p>
      )}
    </fieldset>
  );
}

interface CarComboboxProps {
  readonly id: string;
  readonly name: NewCarField;
  /** The finder's view, or null before the machine has loaded. */
  readonly finder: NewCarView | null;
  /** The machine is being loaded for this field's first list. */
  readonly waiting: boolean;
  readonly onActivate: (name: NewCarField, field: HTMLInputElement | null) => void;
}

/**
 * One typeahead as the WAI-ARIA combobox pattern (list autocomplete): typing filters the options
 * (NEWCAR-004, NEWCAR-005), Arrow keys move through them, Enter picks, Escape closes (NEWCAR-006).
 * The machine owns all of it; this spreads the props its connect returns. Before the machine has
 * loaded, the field renders its first state and reaching for it loads the machine.
 */
function CarCombobox({ id, name, finder, waiting, onActivate }: CarComboboxProps) {
  const { language } = useLanguage();
  const copy = newCarStrings(language);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const field = finder?.field(name) ?? null;
  const loading = waiting || (field?.isLoading ?? false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Tapped before the page hydrated: React heard no focus, so the field does what focus does
  // (HYDRATE-009): the machine loads, finds the field focused and opens its list.
  useFocusedBeforeHydration(inputRef, () => onActivate(name, inputRef.current));
  const disabled = field === null ? isDependent(name) : field.disabled;
  const expanded = field?.expanded ?? false;
  const inputProps: InputHTMLAttributes<HTMLInputElement> =
    finder === null
      ? {
          id,
          type: 'text',
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': false,
          'aria-controls': listId,
          // City and brand stay focusable (read-only) until their list is in; model and variant wait for their turn.
          disabled,
          readOnly: !disabled,
          value: '',
          onFocus: (event) => onActivate(name, event.currentTarget),
          onPointerDown: (event) => onActivate(name, event.currentTarget),
          onKeyDown: (event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            onActivate(name, event.currentTarget);
          },
        }
      : finder.getInputProps(name);
  const hint = loading ? copy.loading[name] : disabled ? copy.needs[name] : '';

  return (
    <div className="form-field new-car-combobox">
      <label htmlFor={id}>{copy.labels[name]}</label>
      <input {...inputProps} ref={inputRef} aria-busy={loading || undefined} aria-describedby={hint ? hintId : undefined} placeholder={copy.placeholders[name]} />
      <p id={hintId} className="new-car-combobox__hint">
        {hint}
      </p>
      <ul
        {...(finder?.getListboxProps(name) ?? { id: listId, role: 'listbox', hidden: true })}
        aria-label={copy.labels[name]}
        className="new-car-combobox__list"
      >
        {expanded && field?.options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="new-car-combobox__empty">
            {copy.noMatch}
          </li>
        )}
        {expanded &&
          finder !== null &&
          field?.options.map((option) => (
            <li key={option.value} {...finder.getOptionProps(name, option)} className="new-car-combobox__option">
              {option.text}
            </li>
          ))}
      </ul>
    </div>
  );
}
