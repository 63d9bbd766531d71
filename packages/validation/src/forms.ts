import { z } from 'zod/mini';
import { CONSENT_REQUIRED } from './messages.js';
import { chatbotEmailSchema, contactMessageSchema, contactOtpSchema, emailSchema, mobileSchema, nameSchema, otpSchema } from './schemas.js';

/**
 * The contact form ('Reach Our Team'): every field required, with the contact form's messages.
 *
 * @rule VAL-FORM-001 The contact form needs name, email, mobile, message and OTP, each valid; its
 *   messages are 'Please enter valid email.', 'Please enter correct mobile number', 'The OTP you
 *   have entered is incorrect', 'Write at least 10 characters in the message.' and 'Please enter
 *   a valid name'.
 * @spec §3 Contact form; §5 Validation rules
 * @example contactFormSchema.safeParse({ name: 'Asha Rani', email: 'asha@example.in', mobile: '9876543210', message: 'Please call me back.', otp: '0427' }).success // true
 */
export const contactFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  message: contactMessageSchema,
  otp: contactOtpSchema,
});

/** The values of a valid contact form. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * The chatbot's details form (step 2): name, email, mobile and OTP required, consent ticked.
 *
 * @rule VAL-FORM-002 The chatbot details form can be submitted only with a valid name, email,
 *   mobile and OTP and the consent box ticked; its messages are 'Please enter valid email ID.' and
 *   'Please enter a valid Otp'.
 * @spec §5 (chatbot details form submit); §3 Chatbot user details
 * @example chatbotDetailsSchema.safeParse({ name: 'Asha', email: 'asha@example.in', mobile: '9876543210', otp: '0427', consent: false }).success // false
 */
export const chatbotDetailsSchema = z.object({
  name: nameSchema,
  email: chatbotEmailSchema,
  mobile: mobileSchema,
  otp: otpSchema,
  consent: z
    .boolean()
    .check(
      z.refine((ticked) => ticked, {
        message: CONSENT_REQUIRED,
        params: { issue: { code: 'CONSENT_REQUIRED' } },
      }),
    ),
});

/** The values of a valid chatbot details form. */
export type ChatbotDetails = z.infer<typeof chatbotDetailsSchema>;
