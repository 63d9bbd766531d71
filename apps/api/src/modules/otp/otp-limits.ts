const MINUTE = 60_000;

/** The numbers that bound OTP login; tests and the benchmark may raise them. */
export interface OtpLimits {
  readonly codeLifetimeMs: number;
  readonly resendCooldownMs: number;
  readonly wrongTriesPerCode: number;
  readonly sendsPerMobile: number;
  readonly sendsPerMobileWindowMs: number;
  readonly sendsPerIp: number;
  readonly sendsPerIpWindowMs: number;
  readonly wrongTriesPerMobile: number;
  readonly wrongTriesPerMobileWindowMs: number;
}

/**
 * The production limits.
 *
 * @rule OTP-001 A login OTP is valid for 10 minutes.
 * @spec §9 Login
 * @rule OTP-002 A new OTP for the same mobile can be requested only 30 seconds after the last one.
 * @spec §4 Login modal; §9 Login: resend timer 30 seconds.
 * @rule OTP-003 At most 3 OTPs are sent to one mobile in 15 minutes, and at most 20 to one client
 *   address; the refusal says when to try again.
 * @rule OTP-004 An OTP accepts at most 5 wrong tries; after that it is dead, even for the right code.
 * @rule OTP-005 At most 20 wrong tries per mobile in 24 hours across all its codes, so a guesser's
 *   chance stays under 0.2 % a day; the refusal says when to try again.
 * @formula 20 tries / 10,000 codes = 0.2 %
 * @example
 * const limits = { ...DEFAULT_OTP_LIMITS, sendsPerIp: 1_000_000 };
 */
export const DEFAULT_OTP_LIMITS: OtpLimits = {
  codeLifetimeMs: 10 * MINUTE,
  resendCooldownMs: 30_000,
  wrongTriesPerCode: 5,
  sendsPerMobile: 3,
  sendsPerMobileWindowMs: 15 * MINUTE,
  sendsPerIp: 20,
  sendsPerIpWindowMs: 15 * MINUTE,
  wrongTriesPerMobile: 20,
  wrongTriesPerMobileWindowMs: 24 * 60 * MINUTE,
};
