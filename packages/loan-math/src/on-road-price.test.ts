import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LoanMathError } from './errors.js';
import { firstInsurance, newCarLoan, onRoadPrice, REGISTRATION_FEES, rtoCharges } from './on-road-price.js';

const price = fc.integer({ min: 1, max: 50_000_000 });

describe('on-road price of a new car', () => {
  it('ONROAD-001: road tax of the price slab on the whole price, plus ₹2,300 of RTO fees', () => {
    expect(REGISTRATION_FEES.registration + REGISTRATION_FEES.smartCard + REGISTRATION_FEES.hypothecation).toBe(2_300);
    expect(rtoCharges(500_000)).toBe(20_000 + 2_300);
    expect(rtoCharges(600_000)).toBe(24_000 + 2_300);
    expect(rtoCharges(600_001)).toBe(42_000 + 2_300);
    expect(rtoCharges(1_000_000)).toBe(70_000 + 2_300);
    expect(rtoCharges(1_200_000)).toBe(120_000 + 2_300);
    fc.assert(
      fc.property(price, (exShowroom) => {
        const percent = exShowroom <= 600_000 ? 4 : exShowroom <= 1_000_000 ? 7 : 10;
        expect(rtoCharges(exShowroom)).toBe(Math.round((exShowroom * percent) / 100) + 2_300);
      }),
    );
    expect(() => rtoCharges(0)).toThrow(LoanMathError);
    expect(() => rtoCharges(1.5)).toThrow(LoanMathError);
  });

  it('ONROAD-002: own damage on 95 % of the price plus ₹9,534 third party, with 18 % GST', () => {
    expect(firstInsurance(500_000)).toBe(Math.round((500_000 * 0.95 * 0.03283 + 9_534) * 1.18));
    fc.assert(
      fc.property(price, price, (a, b) => {
        // Never below the third-party cover with its GST, and never less for a dearer car.
        expect(firstInsurance(a)).toBeGreaterThanOrEqual(Math.round(9_534 * 1.18));
        if (a <= b) expect(firstInsurance(a)).toBeLessThanOrEqual(firstInsurance(b));
      }),
    );
    expect(() => firstInsurance(-5)).toThrow(LoanMathError);
  });

  it('ONROAD-003: on-road = ex-showroom + RTO + insurance, above the ex-showroom price and growing with it', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const car = onRoadPrice(a);
        expect(car.onRoad).toBe(car.exShowroom + car.registration + car.insurance);
        expect(car.registration).toBe(rtoCharges(a));
        expect(car.insurance).toBe(firstInsurance(a));
        expect(car.onRoad).toBeGreaterThan(a);
        if (a < b) expect(onRoadPrice(a).onRoad).toBeLessThan(onRoadPrice(b).onRoad);
      }),
    );
  });

  it('DOWNPAY-001: loan = on-road − down payment, the down payment kept between ₹0 and on-road − the smallest loan', () => {
    expect(newCarLoan({ onRoad: 551_951, downPayment: 100_000, minLoan: 10_000 })).toEqual({ loanAmount: 451_951, downPayment: 100_000 });
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 50_000_000 }), fc.oneof(fc.integer({ min: -1_000_000, max: 60_000_000 }), fc.constant(Number.NaN)), (onRoad, typed) => {
        const { loanAmount, downPayment } = newCarLoan({ onRoad, downPayment: typed, minLoan: 10_000 });
        expect(loanAmount + downPayment).toBe(onRoad);
        expect(downPayment).toBeGreaterThanOrEqual(0);
        expect(loanAmount).toBeGreaterThanOrEqual(10_000);
        expect(loanAmount).toBeLessThanOrEqual(onRoad);
        if (Number.isFinite(typed) && typed >= 0 && typed <= onRoad - 10_000) expect(downPayment).toBe(typed);
      }),
    );
    expect(() => newCarLoan({ onRoad: 5_000, downPayment: 0, minLoan: 10_000 })).toThrow(LoanMathError);
  });
});
