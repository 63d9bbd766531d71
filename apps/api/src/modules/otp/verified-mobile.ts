import type { Clock } from '../../clock.js';
import { DomainError } from '../../domain-error.js';
import type { OtpPurpose, OtpService } from './otp-service.js';

/**
 * How long a verified chatbot or contact OTP proves the mobile.
 *
 * @rule OTP-008 A chatbot or contact OTP, once verified, proves its mobile for 30 minutes to the
 *   calls that name its referenceId (create-lead, contact/email); a code of another purpose, another
 *   mobile, an unverified or an older verification answers 400 MOBILE_NOT_VERIFIED.
 * @spec §7 create-lead, contact/email; §3 Contact form, Chatbot
 */
export const VERIFICATION_LIFETIME_MS = 30 * 60_000;

/**
 * Refuses unless the mobile was verified by an OTP of this purpose and referenceId within
 * {@link VERIFICATION_LIFETIME_MS}.
 *
 * @param otp - the OTP service.
 * @param clock - now.
 * @param purpose - the flow whose OTP must have verified the mobile.
 * @param mobile - the mobile the call names.
 * @param referenceId - the referenceId of the verified send.
 * @throws {DomainError} 400 MOBILE_NOT_VERIFIED otherwise.
 * @example
 * await assertVerifiedMobile(context.otp, context.clock, 'contact', body.mobile, body.referenceId);
 */
export async function assertVerifiedMobile(otp: OtpService, clock: Clock, purpose: OtpPurpose, mobile: string, referenceId: string): Promise<void> {
  const verifiedAt = await otp.verifiedAt(purpose, mobile, referenceId);
  if (!verifiedAt || clock.now().getTime() - verifiedAt.getTime() > VERIFICATION_LIFETIME_MS) {
    throw new DomainError({ code: 'MOBILE_NOT_VERIFIED' });
  }
}

/** `validForSeconds` of a successful chatbot or contact OTP verification. */
export const VERIFICATION_VALID_FOR_SECONDS = VERIFICATION_LIFETIME_MS / 1000;
