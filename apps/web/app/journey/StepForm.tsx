import { CITY_NAMES, CITY_NAMES_HI } from '@rinn/content';
import type { ApplicationJourneyApi, JourneyFieldProps } from '@rinn/machines';
import { BUREAU_CONSENT_TEXT, type JourneyStepId } from '@rinn/offers';
import type { Language, LoanProductSlug } from '@rinn/rules';
import { useId, useMemo } from 'react';
import { shownText } from '../i18n/shown-message.ts';
import { withLinks } from '../components/with-links.tsx';
import { CHOICE_LABELS, FIELD_LABELS, journeyStrings, legalLinks } from './journey-strings.ts';
import { numberFromInput, stepFields, type StepField } from './step-fields.ts';

// Choices up to this many are radio buttons (all visible at 320 px); longer lists are a select.
const MAX_RADIO_CHOICES = 4;

function choiceLabel(field: string, option: string, language: Language): string {
  if (field === 'city') return ((language === 'hi' ? CITY_NAMES_HI : CITY_NAMES) as Readonly<Record<string, string>>)[option] ?? option;
  return CHOICE_LABELS[language][option] ?? option;
}

/** The options in the order shown: cities alphabetically in the page language, others as the schema lists them. */
function orderedChoices(field: StepField, language: Language): readonly string[] {
  if (field.name !== 'city') return field.options;
  const collator = new Intl.Collator(language === 'hi' ? 'hi-IN' : 'en-IN');
  return [...field.options].sort((left, right) => collator.compare(choiceLabel('city', left, language), choiceLabel('city', right, language)));
}

const textOf = (value: unknown): string =>
  (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

function Field({ field, props, language }: { readonly field: StepField; readonly props: JourneyFieldProps; readonly language: Language }) {
  const id = useId();
  const label = FIELD_LABELS[language][field.name] ?? { label: field.name };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [label.hint ? hintId : null, errorId].filter(Boolean).join(' ');
  const error = (
    <p id={errorId} className="field-error" role={props.error ? 'alert' : undefined}>
      {shownText(props.error, language)}
    </p>
  );

  if (field.kind === 'consent') {
    return (
      <div className="form-field journey-consent">
        <label className="checkbox">
          <input
            type="checkbox"
            name={field.name}
            checked={props.value === true}
            aria-invalid={props['aria-invalid']}
            aria-describedby={errorId}
            onChange={(event) => props.onChange(event.target.checked)}
          />
          <span>{withLinks(BUREAU_CONSENT_TEXT[language], legalLinks(language))}</span>
        </label>
        {error}
      </div>
    );
  }

  if (field.kind === 'choice' && field.options.length <= MAX_RADIO_CHOICES) {
    return (
      <fieldset className="form-field journey-choices" aria-describedby={errorId}>
        <legend>{label.label}</legend>
        {field.options.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={props.value === option}
              aria-invalid={props['aria-invalid']}
              onChange={() => props.onChange(option)}
            />
            <span>{choiceLabel(field.name, option, language)}</span>
          </label>
        ))}
        {error}
      </fieldset>
    );
  }

  return (
    <div className="form-field">
      <label htmlFor={id}>{label.label}</label>
      {label.hint && (
        <span id={hintId} className="form-field__hint">
          {label.hint}
        </span>
      )}
      {field.kind === 'choice' ? (
        <select
          id={id}
          name={field.name}
          value={textOf(props.value)}
          aria-invalid={props['aria-invalid']}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          <option value="">{journeyStrings(language).select}</option>
          {orderedChoices(field, language).map((option) => (
            <option key={option} value={option}>
              {choiceLabel(field.name, option, language)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type ?? 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : field.inputMode}
          autoComplete={field.autoComplete}
          value={field.kind === 'number' && typeof props.value === 'number' ? formatTyped(props.value) : textOf(props.value)}
          aria-invalid={props['aria-invalid']}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(field.kind === 'number' ? numberFromInput(event.target.value) : event.target.value)}
        />
      )}
      {error}
    </div>
  );
}

// Number fields show what was typed without grouping, so the caret does not jump while typing.
const formatTyped = (value: number): string => String(value);

/**
 * One step of the journey as a form: its fields come from the step's schema (`stepFields`), their
 * values and §5 messages from the machine (`getFieldProps`). Submitting asks the machine to check
 * and save the step (APPJ-004); nothing is validated here.
 *
 * @param props - the journey view, the step, its product and the language
 * @returns the form
 */
export function StepForm({
  journey,
  step,
  product,
  language,
  headingId,
}: {
  readonly journey: ApplicationJourneyApi;
  readonly step: JourneyStepId;
  readonly product: LoanProductSlug;
  readonly language: Language;
  readonly headingId: string;
}) {
  const copy = journeyStrings(language);
  const fields = useMemo(() => stepFields(product, step), [product, step]);
  const submit = journey.getSubmitProps();
  const back = journey.getBackProps();
  const retry = journey.getRetryProps();
  const last = journey.stepNumber === journey.stepCount;
  return (
    <form
      className="journey-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (journey.canRetry) retry.onClick();
        else submit.onClick();
      }}
    >
      {fields.map((field) => (
        <Field key={`${step}:${field.name}`} field={field} props={journey.getFieldProps(field.name)} language={language} />
      ))}
      {journey.error && (
        <p className="field-error" role="alert">
          {shownText(journey.error, language)}
        </p>
      )}
      {journey.isBusy && <p role="status">{copy.saving}</p>}
      <div className="journey-actions">
        <button type="button" className="button button--secondary" disabled={back.disabled} onClick={back.onClick}>
          {copy.back}
        </button>
        {journey.canRetry ? (
          <button type="submit" className="button" disabled={retry.disabled}>
            {copy.retry}
          </button>
        ) : (
          <button type="submit" className="button" disabled={submit.disabled}>
            {last ? copy.seeOffers : copy.next}
          </button>
        )}
      </div>
    </form>
  );
}
