import { fieldMessageText, type FieldMessage, type FixedMessageCode } from './field-message.js';

/**
 * The outcome of one validator: accepted, or refused with the message as a code and its limits
 * (`issue`, for any language's catalogue) and as English text (`message`, for English-only readers
 * such as the API's error envelope).
 */
export type ValidationResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly issue: FieldMessage };

/** A field validator: takes the text the user typed, returns whether it is acceptable. */
export type Validator = (value: string) => ValidationResult;

/**
 * A field rule without zod: the plain validator for inputs, and the `check` it is built from, from
 * which `schemaOf` (schemas.ts) builds the zod schema for forms and boundaries, so the two cannot
 * disagree.
 */
export interface PlainField {
  readonly validate: Validator;
  /** The refusal message for a value, or undefined when it is acceptable. */
  readonly check: (value: string) => FieldMessage | undefined;
  /** What the field holds, for generated API documentation. */
  readonly description?: string | undefined;
}

const REQUIRED: FieldMessage = { code: 'REQUIRED' };

const ACCEPTED: ValidationResult = Object.freeze({ ok: true });

/**
 * Whether a value counts as empty: nothing, or only whitespace.
 *
 * @param value - The text to look at.
 * @returns True when the value has no visible characters.
 * @example isBlank('  ') // true
 */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Builds both shapes of a field from a function that returns the refusal message, or undefined
 * when the value is acceptable.
 *
 * @param check - The single definition of the field's rule.
 * @param description - What the field holds, for generated API documentation.
 * @returns The validator and its check.
 * @example fieldFrom((value) => (value === 'yes' ? undefined : { code: 'REQUIRED' })).validate('no')
 */
export function fieldFrom(check: (value: string) => FieldMessage | undefined, description?: string): PlainField {
  const validate: Validator = (value) => {
    const issue = check(value);
    return issue === undefined ? ACCEPTED : { ok: false, message: fieldMessageText(issue, 'en'), issue };
  };
  return { validate, check, description };
}

/**
 * A field the user must fill in.
 *
 * @rule VAL-REQUIRED-001 A required field that is empty or only whitespace is refused with
 *   'Field cannot be left empty'; any other value is refused with the field's own message when it
 *   breaks the field's rule.
 * @spec §5 Validation rules (contact message, empty required field)
 * @param accepts - The field's rule, called only for non-blank values.
 * @param code - The code of the field's own message.
 * @param description - What the field holds, for generated API documentation.
 * @returns The field.
 * @example requiredField((v) => /^\d{4}$/.test(v), 'CHATBOT_OTP_INVALID').validate('') // { ok: false, message: 'Field cannot be left empty', issue: { code: 'REQUIRED' } }
 */
export function requiredField(accepts: (value: string) => boolean, code: FixedMessageCode, description?: string): PlainField {
  const refusal: FieldMessage = { code };
  return fieldFrom((value) => {
    if (isBlank(value)) return REQUIRED;
    return accepts(value) ? undefined : refusal;
  }, description);
}

/**
 * A field that may be left empty.
 *
 * @rule VAL-EMPTY-001 The shared validators accept an empty (or whitespace-only) value; only
 *   minLength refuses it.
 * @spec §5 Shared validators ("Empty values pass unless minLength applies")
 * @param accepts - The field's rule, called only for non-blank values.
 * @param code - The code of the message when the rule is broken.
 * @param description - What the field holds, for generated API documentation.
 * @returns The field.
 * @example optionalField((v) => /^\d{6}$/.test(v), 'PINCODE_INVALID').validate('') // { ok: true }
 */
export function optionalField(accepts: (value: string) => boolean, code: FixedMessageCode, description?: string): PlainField {
  const refusal: FieldMessage = { code };
  return fieldFrom((value) => (isBlank(value) || accepts(value) ? undefined : refusal), description);
}

/** The field of a required value with no rule of its own. */
export const anyRequiredText = requiredField(() => true, 'REQUIRED');

/**
 * Validator for a required field with no rule of its own.
 *
 * @param value - The text typed.
 * @returns Refused with 'Field cannot be left empty' when blank, else accepted.
 * @example validateRequired('') // { ok: false, message: 'Field cannot be left empty', issue: { code: 'REQUIRED' } }
 */
export const validateRequired: Validator = anyRequiredText.validate;
