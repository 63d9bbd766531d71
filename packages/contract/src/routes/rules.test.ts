import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { otpSendBodySchema } from './session.routes.js';
import { calculatorQuerySchema } from './catalogue.routes.js';
import { consentDecisionBodySchema } from './consent.routes.js';
import { sanctionDocumentId } from './documents.routes.js';
import { createLeadRoute } from './chatbot.routes.js';
import { contactEmailRoute } from './contact.routes.js';
import { idArbitrary, mobileArbitrary, tokenArbitrary } from '../../tests/support/arbitraries.js';

describe('OTP send and resend', () => {
  test.prop([mobileArbitrary])('API-004: a first send needs only the mobile and defaults to retries 1, type otp, product usedcar', (mobile) => {
    expect(otpSendBodySchema.parse({ mobile })).toEqual({ mobile, retries: 1, type: 'otp', product: 'usedcar' });
  });

  test.prop([mobileArbitrary, idArbitrary, fc.integer({ min: 2, max: 10 })])(
    'API-004: a resend carries the referenceId and a higher retries count',
    (mobile, referenceId, retries) => {
      expect(otpSendBodySchema.parse({ mobile, referenceId, retries })).toMatchObject({ referenceId, retries });
    },
  );

  test.prop([mobileArbitrary, fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 11 }), fc.double({ min: 1.01, max: 9.99, noInteger: true }))])(
    'API-004: retries outside 1 to 10 or fractional are refused',
    (mobile, retries) => {
      expect(otpSendBodySchema.safeParse({ mobile, retries }).success).toBe(false);
    },
  );
});

describe('calculator lookups', () => {
  const id = fc.integer({ min: 1, max: 1_000_000 });

  test.prop([id, id, id, id])('API-006: each key is accepted with the ids it needs, sent as query strings', (makeId, modelId, variantId, cityId) => {
    expect(calculatorQuerySchema.parse({ key: 'city_brand' })).toEqual({ key: 'city_brand' });
    expect(calculatorQuerySchema.parse({ key: 'model', makeId: String(makeId) })).toEqual({ key: 'model', makeId });
    expect(calculatorQuerySchema.parse({ key: 'variant', modelId: String(modelId) })).toEqual({ key: 'variant', modelId });
    expect(calculatorQuerySchema.parse({ key: 'price', variantId: String(variantId), cityId: String(cityId) })).toEqual({
      key: 'price',
      variantId,
      cityId,
    });
  });

  it('API-006: a lookup without the id it needs is refused and names the missing field', () => {
    const cases = [
      [{ key: 'model' }, 'makeId'],
      [{ key: 'variant', makeId: '1' }, 'modelId'],
      [{ key: 'price', variantId: '4' }, 'cityId'],
      [{ key: 'price', cityId: '4' }, 'variantId'],
    ] as const;
    for (const [query, missing] of cases) {
      const result = calculatorQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(missing);
    }
    expect(calculatorQuerySchema.safeParse({ key: 'brochure' }).success).toBe(false);
    expect(calculatorQuerySchema.safeParse({ key: 'model', makeId: '0' }).success).toBe(false);
  });
});

describe('consent decision', () => {
  const decision = fc.record({
    token: tokenArbitrary,
    status: fc.constantFrom('approved' as const, 'rejected' as const),
    whatsappOptIn: fc.boolean(),
    loanInitiatedChecked: fc.boolean(),
    ckyc: fc.boolean(),
  });

  test.prop([decision])('API-007: approval needs loanInitiatedChecked; rejection takes either value', (d) => {
    const body = {
      token: d.token,
      value: { status: d.status },
      extraInfo: { whatsappOptIn: d.whatsappOptIn, loanInitiatedChecked: d.loanInitiatedChecked, ckyc: d.ckyc },
    };
    const accepted = consentDecisionBodySchema.safeParse(body).success;
    expect(accepted).toBe(d.status === 'rejected' || d.loanInitiatedChecked);
  });

  it('API-007: a refused approval points at the checkbox', () => {
    const result = consentDecisionBodySchema.safeParse({
      token: 'dt_M3nB8vC1xZ7lK4jH9gF2dS6aP0oI5uY',
      value: { status: 'approved' },
      extraInfo: { whatsappOptIn: true, loanInitiatedChecked: false, ckyc: false },
    });
    expect(result.error?.issues[0]?.path).toEqual(['extraInfo', 'loanInitiatedChecked']);
  });
});

describe('sanction letter id', () => {
  test.prop([fc.integer({ min: 1, max: 9 }), fc.option(idArbitrary, { nil: null }), idArbitrary])(
    'API-008: systemId 1 uses loanId, every other system uses id',
    (systemId, loanId, id) => {
      expect(sanctionDocumentId({ systemId, loanId, id })).toBe(systemId === 1 ? loanId : id);
    },
  );
});

describe('generated requests', () => {
  const lead = fc.record({
    productsId: fc.integer({ min: 1, max: 99 }),
    vendorsId: fc.integer({ min: 1, max: 9 }),
    mobile: mobileArbitrary,
    name: fc.constantFrom('Aarav Sharma', 'Priya', 'Rohan Kumar Das'),
    referenceId: idArbitrary,
  });

  test.prop([lead])('API-005: create-lead accepts generated leads and marks them active', (body) => {
    expect(createLeadRoute.request.body.parse(body)).toEqual({ ...body, status: 'active' });
  });

  test.prop([lead, fc.constantFrom('inactive', 'closed', '')])('API-005: create-lead refuses any status but active', (body, status) => {
    expect(createLeadRoute.request.body.safeParse({ ...body, status }).success).toBe(false);
  });

  test.prop([mobileArbitrary, idArbitrary, fc.string({ minLength: 10, maxLength: 200 }).filter((text) => text.trim().length >= 10)])(
    'API-005: contact/email accepts generated messages of at least 10 characters',
    (mobile, referenceId, message) => {
      const body = { name: 'Aarav Sharma', email: 'aarav@example.in', mobile, message, referenceId };
      expect(contactEmailRoute.request.body.safeParse(body).success).toBe(true);
    },
  );
});
