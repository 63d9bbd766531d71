import { journeyStepSchema, type JourneyStepId } from '@rinn/offers';
import type { LoanProductSlug } from '@rinn/rules';

/** How a field of a step is entered. */
export type StepFieldKind = 'text' | 'number' | 'choice' | 'consent';

/** One field of a step's form. */
export interface StepField {
  readonly name: string;
  readonly kind: StepFieldKind;
  /** The choices of a choice field, in the schema's order. */
  readonly options: readonly string[];
  /** Browser hints; they do not validate anything (the step schema does). */
  readonly inputMode?: 'numeric' | 'email' | 'text';
  readonly autoComplete?: string;
  readonly type?: 'text' | 'email';
}

// Autofill and keyboard hints per field name; which fields a step has comes from its schema.
const HINTS: Readonly<Record<string, Pick<StepField, 'inputMode' | 'autoComplete' | 'type'>>> = {
  fullName: { autoComplete: 'name' },
  dateOfBirth: { autoComplete: 'bday', inputMode: 'numeric' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  pan: { autoComplete: 'off' },
  pincode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  employerName: { autoComplete: 'organization' },
  registrationNumber: { autoComplete: 'off' },
};

interface SchemaNode {
  readonly def: { readonly type: string };
  readonly options?: readonly string[];
}

function kindOf(node: SchemaNode): StepFieldKind {
  switch (node.def.type) {
    case 'enum':
      return 'choice';
    case 'number':
      return 'number';
    case 'boolean':
      return 'consent';
    default:
      return 'text';
  }
}

/**
 * The fields of a step's form, read from the step's schema in `@rinn/offers` (STEP-001…003), so
 * the form asks exactly what the server validates: a used-car loan gets the registration field,
 * a new-car loan does not.
 *
 * @param product - the journey's loan type
 * @param step - the step
 * @returns the fields in the schema's order
 * @example
 * stepFields('used-car-loan', 'credit-consent'); // [{ name: 'bureauConsent', kind: 'consent', options: [] }]
 */
export function stepFields(product: LoanProductSlug, step: JourneyStepId): readonly StepField[] {
  const schema = journeyStepSchema(product, step) as unknown as { readonly shape: Readonly<Record<string, SchemaNode>> };
  return Object.entries(schema.shape).map(([name, node]) => ({
    name,
    kind: kindOf(node),
    options: node.def.type === 'enum' ? [...(node.options ?? [])] : [],
    ...HINTS[name],
  }));
}

/**
 * What a number field holds for what was typed: §5 numeric inputs drop commas (and anything that
 * is not a digit); an empty field holds nothing, so the step's own message shows on submit.
 *
 * @param typed - the input's text
 * @returns the number, or undefined when nothing was typed
 * @example
 * numberFromInput('5,00,000'); // 500000
 */
export function numberFromInput(typed: string): number | undefined {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}
