import { formatRupees } from '@rinn/format';
import type { DropdownOption, NewCarApi, NewCarField, NewCarFieldApi } from '@rinn/machines';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/language.ts';
import { useOnDemand } from '../../widgets/use-on-demand.ts';
import { newCarStrings } from './new-car-strings.ts';
import './new-car.css';

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
  const load = useCallback(async () => (await import('./new-car-runtime.ts')).startNewCarFinder(), []);
  const { view, ensure } = useOnDemand<NewCarApi>(load);
  const [requested, setRequested] = useState(false);
  const activate = useCallback(() => {
    setRequested(true);
    void ensure();
  }, [ensure]);

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
  const priceLoading = view !== null && view.field('variant').selected !== null && view.field('city').selected !== null && price === null && !view.loadFailed;

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
            field={view?.field(name) ?? null}
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
          <button type="button" className="button button--secondary" onClick={() => view.retry()}>
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
  /** The field's view, or null before the machine has loaded. */
  readonly field: NewCarFieldApi | null;
  /** The machine is being loaded for this field's first list. */
  readonly waiting: boolean;
  readonly onActivate: () => void;
}

/**
 * One typeahead as the WAI-ARIA combobox pattern (list autocomplete): typing filters the options
 * (NEWCAR-004, NEWCAR-005), Arrow keys move through them, Enter picks, Escape closes.
 */
function CarCombobox({ id, name, field, waiting, onActivate }: CarComboboxProps) {
  const { language } = useLanguage();
  const copy = newCarStrings(language);
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const options: readonly DropdownOption[] = field?.options ?? [];
  const loading = waiting || (field?.isLoading ?? false);
  // A focused field never becomes disabled (it would lose focus): city and brand only turn
  // read-only while their list loads; model and variant are disabled until their turn.
  const disabled = isDependent(name) && (field === null || field.disabled);
  const readOnly = !disabled && (field === null || field.disabled);
  const expanded = open && !readOnly && !disabled;
  const optionId = (option: DropdownOption) => `${id}-option-${option.value}`;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (active >= options.length) setActive(options.length - 1);
  }, [active, options.length]);

  const choose = (option: DropdownOption): void => {
    field?.onSelect(option.value);
    field?.onQueryChange('');
    setTyping(false);
    setOpen(false);
    setActive(-1);
  };

  const close = (): void => {
    setOpen(false);
    setActive(-1);
    if (typing) {
      setTyping(false);
      field?.onQueryChange('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        onActivate();
        setOpen(true);
        setActive((current) => Math.min(current + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((current) => Math.max(current - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (!expanded || options.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : options.length - 1);
        break;
      case 'Enter': {
        const picked = activeOption ?? (typing && options.length === 1 ? options[0] : undefined);
        if (picked) {
          event.preventDefault();
          choose(picked);
        }
        break;
      }
      case 'Escape':
        if (expanded) event.preventDefault();
        close();
        break;
      default:
    }
  };

  const hint = loading ? copy.loading[name] : disabled ? copy.needs[name] : '';
  const shown = typing ? (field?.query ?? '') : (field?.selected?.text ?? '');

  return (
    <div className="form-field new-car-combobox">
      <label htmlFor={id}>{copy.labels[name]}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={loading || undefined}
        placeholder={copy.placeholders[name]}
        disabled={disabled}
        readOnly={readOnly}
        value={shown}
        onFocus={() => {
          onActivate();
          setOpen(true);
        }}
        onPointerDown={onActivate}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setTyping(true);
          setOpen(true);
          setActive(-1);
          field?.onQueryChange(event.target.value);
        }}
      />
      <p id={hintId} className="new-car-combobox__hint">
        {hint}
      </p>
      <ul id={listId} role="listbox" aria-label={copy.labels[name]} className="new-car-combobox__list" hidden={!expanded}>
        {expanded && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="new-car-combobox__empty">
            {copy.noMatch}
          </li>
        )}
        {expanded &&
          options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(option)}
              role="option"
              aria-selected={field?.selected?.value === option.value}
              className={index === active ? 'new-car-combobox__option is-active' : 'new-car-combobox__option'}
              // Keeps the focus in the field, so the pick happens before any blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.text}
            </li>
          ))}
      </ul>
    </div>
  );
}
