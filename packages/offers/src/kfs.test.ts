import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { GRIEVANCE_OFFICER } from '@rinn/content';
import { OffersError } from './errors.js';
import { keyFactStatement, KFS_VALIDITY_WORKING_DAYS } from './kfs.js';
import { LENDERS, lenderById } from './lenders.js';
import { matchOffers } from './match.js';
import { buildOffer } from './offer.js';
import { applicationArbitrary, lenderPanelArbitrary } from './testing/arbitraries.js';

const options = { reference: 'RN-1042', issuedOn: { year: 2026, month: 11, day: 23 }, firstInstalmentDue: { year: 2027, month: 1 } };

const offersWithLenders = fc
  .tuple(applicationArbitrary, fc.oneof(fc.constant([...LENDERS]), lenderPanelArbitrary))
  .map(([application, lenders]) =>
    matchOffers(application, lenders).offers.map((offer) => ({ offer, lender: lenders.find((lender) => lender.id === offer.lenderId)! })),
  );

describe('keyFactStatement', () => {
  test.prop([offersWithLenders], { numRuns: 150 })('KFS-001 KFS-002 KFS-005: the KFS figures equal the offer’s', (pairs) => {
    for (const { offer, lender } of pairs) {
      const kfs = keyFactStatement(offer, lender, options);
      expect(kfs.loan.sanctionedAmount).toBe(offer.loanAmount);
      expect(kfs.loan.tenureMonths).toBe(offer.tenureMonths);
      expect(kfs.instalments).toMatchObject({ count: offer.tenureMonths, amount: offer.emi, firstDue: options.firstInstalmentDue });
      expect(kfs.interest).toMatchObject({ type: offer.rateType, ratePercent: offer.roi });
      expect(kfs.aprPercent).toBe(offer.apr);
      expect(kfs.netDisbursed).toBe(offer.netDisbursed);
      expect(kfs.totalUpfrontCharges).toBe(offer.totalCharges);
      expect(kfs.charges.map((charge) => charge.amount)).toEqual([offer.processingFee, offer.stampDuty, offer.valuationCharges, offer.serviceCharges]);
      expect(kfs.netDisbursed).toBe(kfs.loan.sanctionedAmount - kfs.totalUpfrontCharges);
      expect(kfs.repaymentSchedule.totalPrincipal).toBe(offer.loanAmount);
      expect(kfs.repaymentSchedule.years.reduce((sum, year) => sum + year.instalments, 0)).toBe(kfs.instalments.count);
      expect(kfs.repaymentSchedule.years.at(-1)!.closingBalance).toBe(0);
      expect(kfs.repaymentSchedule.totalPayable).toBe(kfs.repaymentSchedule.totalPrincipal + kfs.repaymentSchedule.totalInterest);
    }
  });

  it('KFS-002: the processing fee is payable to the lender, the other charges to third parties', () => {
    const offer = buildOffer({ product: 'used-car-loan', loanAmount: 4_00_000, tenureMonths: 48, creditScore: 790 }, lenderById(2)!);
    const kfs = keyFactStatement(offer, lenderById(2)!, options);
    expect(kfs.charges.map((charge) => [charge.id, charge.payableTo, charge.amount])).toEqual([
      ['processing-fee', 'lender', 4_720],
      ['stamp-duty', 'third-party', 300],
      ['valuation-charges', 'third-party', 943],
      ['service-charges', 'third-party', 885],
    ]);
    expect(kfs.charges[0]!.label).toEqual({ en: 'Processing fee (incl. 18% GST)', hi: 'प्रोसेसिंग शुल्क (18% GST सहित)' });
    expect(kfs).toMatchObject({ reference: 'RN-1042', lender: { id: 2, name: 'HDFC Bank', kind: 'bank' }, loan: { productName: 'Used car loan' } });
  });

  it('KFS-003: penal, bounce and foreclosure charges; no foreclosure charge on a floating-rate loan', () => {
    const hdfc = lenderById(2)!;
    const fixed = keyFactStatement(buildOffer({ product: 'new-car-loan', loanAmount: 8_00_000, tenureMonths: 60, creditScore: 760 }, hdfc), hdfc, options);
    expect(fixed.contingentCharges.map((charge) => charge.description.en)).toEqual([
      '24% a year on the overdue instalment, for the days it is overdue; not added to the rate of interest and not compounded.',
      '₹550 + GST for each instalment the bank returns unpaid (cheque, NACH or e-mandate).',
      '4% of the principal outstanding + GST, after 12 instalments have been paid.',
    ]);
    expect(fixed.interest.floating).toBeNull();
    const baroda = lenderById(6)!;
    const floating = keyFactStatement(buildOffer({ product: 'new-car-loan', loanAmount: 8_00_000, tenureMonths: 60, creditScore: 760 }, baroda), baroda, options);
    expect(floating.interest).toMatchObject({ type: 'floating', floating: { resetEveryMonths: 3 } });
    expect(floating.contingentCharges[2]!.description.en).toBe('Nil: no foreclosure or part-prepayment charge on a floating-rate loan to an individual.');
    const sbi = lenderById(1)!;
    const noLockIn = keyFactStatement(buildOffer({ product: 'personal-loan', loanAmount: 2_00_000, tenureMonths: 24, creditScore: 760 }, sbi), sbi, options);
    expect(noLockIn.contingentCharges[2]!.description).toEqual({ en: '3% of the principal outstanding + GST.', hi: 'बकाया मूलधन का 3% + GST।' });
  });

  it('KFS-004: cooling-off period, validity and both grievance contacts', () => {
    const icici = lenderById(3)!;
    const kfs = keyFactStatement(buildOffer({ product: 'personal-loan', loanAmount: 3_00_000, tenureMonths: 36, creditScore: 760 }, icici), icici, options);
    expect(KFS_VALIDITY_WORKING_DAYS).toBe(3);
    expect(kfs.validityWorkingDays).toBe(3);
    expect(kfs.coolingOff).toEqual({
      days: 3,
      description: {
        en: 'You may exit the loan within 3 days of disbursal by repaying the principal and the proportionate APR, without any penalty.',
        hi: 'आप वितरण के 3 दिनों के भीतर मूलधन और आनुपातिक APR चुकाकर बिना किसी दंड के लोन से बाहर निकल सकते हैं।',
      },
    });
    expect(kfs.grievance.lendingServiceProvider).toBe(GRIEVANCE_OFFICER);
    expect(kfs.grievance.lender).toEqual({ lenderName: 'ICICI Bank', designation: 'Principal Nodal Officer', phone: '1800 1080', website: 'https://www.icicibank.com' });
  });

  it('KFS-005: the last instalment absorbs the rounding and the years follow the calendar', () => {
    const sbi = lenderById(1)!;
    const offer = buildOffer({ product: 'personal-loan', loanAmount: 1_00_000, tenureMonths: 12, creditScore: 810 }, sbi);
    const kfs = keyFactStatement(offer, sbi, { ...options, firstInstalmentDue: { year: 2026, month: 12 } });
    expect(kfs.repaymentSchedule.years.map((year) => [year.year, year.instalments])).toEqual([[2026, 1], [2027, 11]]);
    expect(Math.abs(kfs.instalments.lastInstalmentAmount - offer.emi)).toBeLessThan(12);
  });

  it('KFS-001: refuses a lender that is not the offer’s', () => {
    const offer = buildOffer({ product: 'personal-loan', loanAmount: 1_00_000, tenureMonths: 12, creditScore: 810 }, lenderById(1)!);
    expect(() => keyFactStatement(offer, lenderById(2)!, options)).toThrow(OffersError);
  });
});
