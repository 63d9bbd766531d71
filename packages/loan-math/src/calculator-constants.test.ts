import { describe, expect, it } from 'vitest';
import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER, REFINANCE_CARD_SCROLL_THRESHOLD_PX, SPEED_DIAL } from './calculator-constants.js';

describe('calculator constants', () => {
  it('CALC-009: the slider ranges, steps and defaults of §3 and §9', () => {
    expect(AMOUNT_SLIDER).toEqual({ min: 10_000, max: 2_500_000, step: 50_000, maxDigits: 7, minimumLabel: 25_000, defaultUsedCar: 10_000 });
    expect(DURATION_SLIDER).toEqual({ min: 1, max: 7, step: 1, default: 5 });
    expect(INTEREST_SLIDER).toEqual({ min: 2, max: 30, step: 0.1, default: 2 });
  });

  it('GAUGE-003: speed dial ring ratio 0.7 and stroke width 10', () => {
    expect(SPEED_DIAL).toEqual({ ringRatio: 0.7, strokeWidth: 10 });
  });

  it('REFI-002: the refinance card floats in after 2300 px of scrolling', () => {
    expect(REFINANCE_CARD_SCROLL_THRESHOLD_PX).toBe(2300);
  });
});
