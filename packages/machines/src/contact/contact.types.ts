/** The free-text fields of the contact form (the mobile and OTP have their own events). */
export type ContactTextField = 'name' | 'email' | 'message';

/** Every field of the contact form (§3 Contact form). */
export type ContactField = ContactTextField | 'mobile' | 'otp';

/** What the contact form machine remembers between events. */
export interface ContactContext {
  readonly values: Readonly<Record<ContactField, string>>;
  /** Fields whose message shows (left once, or all after a submit attempt). */
  readonly touched: readonly ContactField[];
  /** The reference of the OTP that verified the mobile (the OTP child owns it until then). */
  readonly referenceId: string | null;
  readonly otpVerified: boolean;
  /** Server messages shown inline under the mobile and OTP fields and the form. */
  readonly serverErrors: Readonly<Partial<Record<'mobile' | 'otp' | 'form', string>>>;
  /** The ticket the server gave the sent message (CONTACT-005). */
  readonly ticketId: string | null;
}

/** Everything the contact form machine responds to (a UI sends them through `connect`). */
export type ContactEvent =
  | { type: 'FIELD.CHANGE'; field: ContactTextField; value: string }
  | { type: 'FIELD.BLUR'; field: ContactField }
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'SUBMIT' };

/** What the contact OTP child's `verifyOtp` answers: status and data.status decided it (§7 PUT contact/otp). */
export interface ContactOtpResult {
  readonly verified: boolean;
}

/** Input of `sendContactEmail` (POST contact/email). */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly message: string;
  /** The reference of the OTP that verified the mobile (§7 POST contact/email). */
  readonly referenceId: string;
}

/** Output of `sendContactEmail`: the ticket the stored message got (§11 Contact messages). */
export interface ContactTicket {
  readonly ticketId: string;
}
