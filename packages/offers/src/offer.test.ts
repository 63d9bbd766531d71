import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { apr, emi, loanCharges, loanSummary } from '@rinn/loan-math';
import { LENDERS, lenderById } from './lenders.js';
import { matchOffers } from './match.js';
import { buildOffer, processingFeeBeforeGst, productTerms, rateForScore } from './offer.js';
import { OffersError } from './errors.js';
import { applicationArbitrary, lenderPanelArbitrary } from './testing/arbitraries.js';

const offersOf = fc
  .tuple(applicationArbitrary, fc.oneof(fc.constant([...LENDERS]), lenderPanelArbitrary))
  .map(([application, lenders]) => matchOffers(application, lenders).offers);

describe('buildOffer', () => {
  it('OFFER-001: the rate is that of the best band the score reaches; none below the lowest band or without a score', () => {
    const terms = productTerms(lenderById(1)!, 'personal-loan')!;
    expect(rateForScore(terms, 900)).toBe(10.3);
    expect(rateForScore(terms, 800)).toBe(10.3);
    expect(rateForScore(terms, 799)).toBe(11.45);
    expect(rateForScore(terms, 680)).toBe(15.3);
    expect(rateForScore(terms, 679)).toBeUndefined();
    expect(rateForScore(terms, null)).toBeUndefined();
  });

  it('OFFER-002: the fee is the lender’s percentage, rounded, within its minimum and maximum', () => {
    const hdfc = productTerms(lenderById(2)!, 'personal-loan')!;
    expect(processingFeeBeforeGst(hdfc, 5_00_000)).toBe(6_500);
    expect(processingFeeBeforeGst(hdfc, 2_00_000)).toBe(4_000);
    expect(processingFeeBeforeGst({ processingFeePercent: 1.5, processingFeeMin: 1_000, processingFeeMax: 15_000 }, 50_000)).toBe(1_000);
    expect(processingFeeBeforeGst({ processingFeePercent: 1.5, processingFeeMin: 0, processingFeeMax: 15_000 }, 1_00_033)).toBe(1_500);
    expect(buildOffer({ product: 'personal-loan', loanAmount: 5_00_000, tenureMonths: 36, creditScore: 760 }, lenderById(2)!).processingFee).toBe(7_670);
  });

  test.prop([offersOf], { numRuns: 200 })('OFFER-003: every figure comes from @rinn/loan-math; net disbursed = amount − deductions', (offers) => {
    for (const offer of offers) {
      const terms = { principal: offer.loanAmount, annualRatePercent: offer.roi, months: offer.tenureMonths };
      expect(offer.emi).toBe(emi(terms));
      const charges = loanCharges({
        loanAmount: offer.loanAmount,
        processingFee: offer.processingFeeBeforeGst,
        stampDuty: offer.stampDuty,
        valuationCharges: offer.valuationCharges,
        serviceCharges: offer.serviceCharges,
      });
      expect(offer.processingFee).toBe(charges.processingFee);
      expect(offer.totalCharges).toBe(offer.processingFee + offer.stampDuty + offer.valuationCharges + offer.serviceCharges);
      expect(offer.netDisbursed).toBe(offer.loanAmount - offer.processingFee - offer.stampDuty - offer.valuationCharges - offer.serviceCharges);
      expect(offer.apr).toBe(Math.round(apr({ ...terms, upfrontCharges: offer.totalCharges }) * 100) / 100);
      expect({ totalInterest: offer.totalInterest, totalPayable: offer.totalPayable }).toEqual({
        totalInterest: loanSummary(terms).totalInterest,
        totalPayable: loanSummary(terms).totalPayable,
      });
    }
  });

  test.prop([offersOf], { numRuns: 200 })('OFFER-003: the APR is at least the rate once charges reach half a rupee per instalment (APR-002)', (offers) => {
    for (const offer of offers) {
      if (offer.totalCharges >= offer.tenureMonths / 2) expect(offer.apr).toBeGreaterThanOrEqual(offer.roi);
    }
  });

  test.prop([applicationArbitrary], { numRuns: 300 })('OFFER-003: every offer of the panel has charges, so its exact APR exceeds its rate', (application) => {
    for (const offer of matchOffers(application).offers) {
      expect(offer.totalCharges).toBeGreaterThan(0);
      // The exact APR exceeds the rate; the shown one is rounded to 2 decimals, so on a large, long
      // loan with small charges it can equal the rate, never fall below it.
      const exactApr = apr({ principal: offer.loanAmount, annualRatePercent: offer.roi, months: offer.tenureMonths, upfrontCharges: offer.totalCharges });
      expect(exactApr).toBeGreaterThan(offer.roi);
      expect(offer.apr).toBeGreaterThanOrEqual(offer.roi);
    }
  });

  it('OFFER-003: refuses a lender that does not lend the product or has no rate for the score', () => {
    const application = { product: 'two-wheeler-loan', loanAmount: 80_000, tenureMonths: 24, creditScore: 760 } as const;
    expect(() => buildOffer(application, lenderById(1)!)).toThrow(OffersError);
    expect(() => buildOffer(application, lenderById(1)!)).toThrow('State Bank of India does not lend two-wheeler-loan.');
    try {
      buildOffer({ ...application, creditScore: 600 }, lenderById(2)!);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'OFFER_NOT_ELIGIBLE' });
    }
  });
});
