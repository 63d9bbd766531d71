import { STEP_MESSAGES } from '@rinn/offers';
import { MESSAGES } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { shownText } from './shown-message.ts';

describe('shownText', () => {
  it('STEP-LOCALE-001 VAL-LOCALE-001: a Hindi page shows the step and the field messages in Hindi', () => {
    expect(shownText({ code: 'chooseOption' }, 'hi')).toBe('कृपया एक विकल्प चुनें।');
    expect(shownText({ code: 'tenureOutOfRange', params: { min: 12, max: 84 } }, 'hi')).toBe('कृपया 12 से 84 महीने के बीच की अवधि चुनें।');
    expect(shownText({ code: 'REQUIRED' }, 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
    expect(shownText({ code: 'MIN_LENGTH', params: { minimum: 3 } }, 'hi')).toBe('कृपया कम से कम 3 अक्षर डालें।');
  });

  it('STEP-LOCALE-001 VAL-LOCALE-001: an English page shows the English texts, and a server text passes through', () => {
    expect(shownText({ code: 'chooseOption' }, 'en')).toBe(STEP_MESSAGES.chooseOption);
    expect(shownText({ code: 'REQUIRED' }, 'en')).toBe(MESSAGES.REQUIRED);
    expect(shownText('The server is busy.', 'hi')).toBe('The server is busy.');
    expect(shownText(null, 'hi')).toBe('');
  });
});
