import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.js';

describe('errorMessage', () => {
  it('API-MSG-001: a server message the API client received with its code is handed on as the code, for the page language', () => {
    const error = Object.assign(new Error('Application not found.'), { apiMessage: { code: 'APPLICATION_NOT_FOUND' } });
    expect(errorMessage(error)).toEqual({ code: 'APPLICATION_NOT_FOUND' });
    const counted = Object.assign(new Error('Incorrect OTP. 1 attempt left.'), { apiMessage: { code: 'OTP_INCORRECT', params: { attemptsLeft: 1 } } });
    expect(errorMessage(counted)).toEqual({ code: 'OTP_INCORRECT', params: { attemptsLeft: 1 } });
  });

  it('API-MSG-001: a failure without a code is shown as its text', () => {
    expect(errorMessage(new Error('Incorrect OTP'))).toBe('Incorrect OTP');
    expect(errorMessage(Object.assign(new Error('offline'), { apiMessage: undefined }))).toBe('offline');
    expect(errorMessage({ message: 'plain object' })).toBe('plain object');
    expect(errorMessage('a string')).toBe('a string');
  });
});
