/** Every message the server sends to clients, in one place so tests can pin them. */
export const messages = {
  routeNotFound: (method: string, path: string) => `No API route ${method} ${path}.`,
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request is not valid.',
  ok: 'Success',
  otpSent: 'OTP sent successfully.',
  otpVerified: 'OTP verified successfully.',
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  otpSendLimit: (when: string) => `You have requested too many OTPs. Please try again after ${when}.`,
  otpIpLimit: (when: string) => `Too many OTP requests from your network. Please try again after ${when}.`,
  otpIncorrect: (attemptsLeft: number) =>
    `Incorrect OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  otpNoLongerValid: 'This OTP has expired or can no longer be used. Please request a new OTP.',
  otpDailyLimit: (when: string) => `Too many incorrect OTP attempts. Please try again after ${when}.`,
  smsOtpBody: (code: string) => `${code} is your Rinn login OTP. It is valid for 10 minutes. Do not share it with anyone.`,
  smsConsentOtpBody: (code: string) =>
    `${code} is your Rinn OTP to review a lender's consent request. It is valid for 10 minutes. Do not share it with anyone.`,
  refreshTokenInvalid: 'Your session has ended. Please log in again.',
  loggedOut: 'Logged out successfully.',
  applicationNotFound: 'Application not found.',
  creditScoreUnavailable: 'Your credit score could not be fetched right now. Please try again later.',
  priceNotFound: 'No ex-showroom price is available for this variant in the selected city.',
  modelNotFound: 'Model not found.',
} as const;
