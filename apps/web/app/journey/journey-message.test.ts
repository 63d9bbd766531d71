import { STEP_MESSAGES } from '@rinn/offers';
import { MESSAGES, minLengthMessage } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { journeyMessage } from './journey-message.ts';

describe('journeyMessage', () => {
  it('STEP-LOCALE-001 VAL-LOCALE-001: a Hindi page shows the step and the field messages in Hindi', () => {
    expect(journeyMessage(STEP_MESSAGES.chooseOption, 'hi')).toBe('कृपया एक विकल्प चुनें।');
    expect(journeyMessage(STEP_MESSAGES.tenureOutOfRange(12, 84), 'hi')).toBe('कृपया 12 से 84 महीने के बीच की अवधि चुनें।');
    expect(journeyMessage(MESSAGES.REQUIRED, 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
    expect(journeyMessage(minLengthMessage(3), 'hi')).toBe('कृपया कम से कम 3 अक्षर डालें।');
  });

  it('STEP-LOCALE-001 VAL-LOCALE-001: an English page shows them unchanged, and a server text passes through', () => {
    expect(journeyMessage(STEP_MESSAGES.chooseOption, 'en')).toBe(STEP_MESSAGES.chooseOption);
    expect(journeyMessage(MESSAGES.REQUIRED, 'en')).toBe(MESSAGES.REQUIRED);
    expect(journeyMessage('The server is busy.', 'hi')).toBe('The server is busy.');
  });
});
