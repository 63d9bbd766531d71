import { z } from 'zod/mini';
import { contactMessageSchema, contactOtpSchema, emailSchema, nameSchema } from '@rinn/validation';
import { idSchema, instantSchema, mobileFieldSchema, productCodeSchema } from '../common.js';
import { defineRoute } from '../route.js';
import { otpSendBodySchema, otpSentSchema } from './session.routes.js';

/**
 * `data` of a successful OTP verification outside login (contact, chatbot). `status` is always
 * `true` here: a wrong or expired code is an error envelope (`OTP_INCORRECT`, `OTP_EXPIRED`) whose
 * message the form shows inline (§8), so "status and data.status" (§7) agree by construction.
 */
export const otpVerifiedSchema = z.object({
  status: z.literal(true),
  /** How long the verification may be used (by contact/email or create-lead with this referenceId). */
  validForSeconds: z.int().check(z.positive()),
});

/** `POST /api/contact/otp`: send the contact form's OTP (§7). */
export const contactOtpSendRoute = defineRoute({
  id: 'contactOtpSend',
  method: 'POST',
  path: '/api/contact/otp',
  auth: 'none',
  request: { body: otpSendBodySchema },
  response: otpSentSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Send an OTP to the mobile typed in the contact form (sent automatically at 10 valid digits).',
  specSection: '§7 POST contact/otp, §4 Contact OTP',
});

/** `PUT /api/contact/otp`: verify the contact form's OTP (§7). */
export const contactOtpVerifyRoute = defineRoute({
  id: 'contactOtpVerify',
  method: 'PUT',
  path: '/api/contact/otp',
  auth: 'none',
  request: {
    body: z.object({
      value: z.object({ otp: contactOtpSchema }),
      product: z._default(productCodeSchema, 'usedcar'),
      mobile: mobileFieldSchema,
      referenceId: idSchema,
    }),
  },
  response: otpVerifiedSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['OTP_INCORRECT', 'OTP_EXPIRED'],
  summary:
    'Verify the contact OTP (verified automatically at 4 digits); failures carry the message to show inline.',
  specSection: '§7 PUT contact/otp, §4 Contact OTP, §8',
});

/** `POST /api/contact/email`: send the contact form (§7, §2 Contact us). */
export const contactEmailRoute = defineRoute({
  id: 'contactEmail',
  method: 'POST',
  path: '/api/contact/email',
  auth: 'none',
  request: {
    body: z.object({
      name: nameSchema,
      email: emailSchema,
      mobile: mobileFieldSchema,
      message: contactMessageSchema,
      /** The referenceId whose OTP verified this mobile. */
      referenceId: idSchema,
    }),
  },
  response: z.object({ ticketId: idSchema, receivedAt: instantSchema }),
  responseKind: 'json',
  successStatus: 201,
  errors: ['MOBILE_NOT_VERIFIED'],
  summary: 'Store a contact message from a verified mobile and pass it to the support mailbox.',
  specSection: '§7 POST contact/email, §3 Contact form',
});

/** The contact routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const CONTACT_ROUTES = {
  contactOtpSend: contactOtpSendRoute,
  contactOtpVerify: contactOtpVerifyRoute,
  contactEmail: contactEmailRoute,
} as const;
