import { z } from 'zod/mini';
import { chatbotEmailSchema, emailSchema, nameSchema, otpSchema } from '@rinn/validation';
import { chatStreamLineSchema } from '../chat-stream.js';
import { idSchema, instantSchema, mobileFieldSchema, productCodeSchema } from '../common.js';
import { defineRoute } from '../route.js';
import { otpSentSchema, otpSendBodySchema } from './session.routes.js';
import { otpVerifiedSchema } from './contact.routes.js';

/** Longest question the assistant takes (§9 Chatbot question length 4 to 300). */
export const CHAT_QUESTION_MAX_LENGTH = 300;

/** A lead as stored (§3 Lead (create)). */
export const leadSchema = z.object({
  leadsId: idSchema,
  productsId: z.int().check(z.positive()),
  vendorsId: z.int().check(z.positive()),
  mobile: z.string().check(z.regex(/^\d{10}$/)),
  name: z.string().check(z.minLength(1)),
  personalEmail: z.nullable(z.string()),
  utmSource: z.nullable(z.string()),
  status: z.literal('active'),
  createdAt: instantSchema,
});

/**
 * `POST /api/chatbot-v2`: ask the assistant; the answer streams back as NDJSON (§7). Questions
 * shorter than 4 characters are allowed here because the widget's preset words skip validation
 * (§5); the widget applies the question rules before sending.
 */
export const chatbotAskRoute = defineRoute({
  id: 'chatbotAsk',
  method: 'POST',
  path: '/api/chatbot-v2',
  auth: 'none',
  request: {
    body: z.object({
      question: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_QUESTION_MAX_LENGTH)),
      /** The thread to continue; absent or null starts a new one. */
      thread_id: z.nullish(idSchema),
      leads_id: z.nullish(idSchema),
    }),
  },
  response: chatStreamLineSchema,
  responseKind: 'ndjson',
  successStatus: 200,
  errors: [],
  summary:
    'Ask the support assistant; the answer streams as newline-delimited JSON text chunks and a final done line.',
  specSection: '§7 POST chatbot-v2, §8 Chat errors, §9 Chatbot',
});

/** `POST /api/chatbot/send-otp`: OTP for the chatbot details form (§7, §2 Chatbot widget). */
export const chatbotSendOtpRoute = defineRoute({
  id: 'chatbotSendOtp',
  method: 'POST',
  path: '/api/chatbot/send-otp',
  auth: 'none',
  request: {
    body: z.extend(otpSendBodySchema, {
      /** The details the user typed, kept with the request for the lead. */
      value: z.optional(z.object({ name: nameSchema, email: chatbotEmailSchema })),
    }),
  },
  response: otpSentSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: "Send an OTP to the mobile in the chatbot's details form.",
  specSection: '§7 POST chatbot/send-otp, §3 Chatbot',
});

/** `POST /api/chatbot/verify-otp`: verify the chatbot OTP (§7, §4 Chatbot). */
export const chatbotVerifyOtpRoute = defineRoute({
  id: 'chatbotVerifyOtp',
  method: 'POST',
  path: '/api/chatbot/verify-otp',
  auth: 'none',
  request: {
    body: z.object({
      value: z.object({ otp: otpSchema }),
      product: z._default(productCodeSchema, 'usedcar'),
      /** The code is bound to the mobile its send asked for; no mobile travels here. */
      referenceId: idSchema,
    }),
  },
  response: otpVerifiedSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['OTP_INCORRECT', 'OTP_EXPIRED'],
  summary: 'Verify the chatbot OTP; the widget stores verified as the string true or false.',
  specSection: '§7 POST chatbot/verify-otp, §4 Chatbot',
});

/** `POST /api/chatbot-feedback`: was the conversation helpful (§7, §4 Chatbot). */
export const chatbotFeedbackRoute = defineRoute({
  id: 'chatbotFeedback',
  method: 'POST',
  path: '/api/chatbot-feedback',
  auth: 'none',
  request: {
    body: z.object({
      user: z.object({
        leadId: idSchema,
        feedback: z.enum(['Yes', 'No']),
        feedbackComment: z.optional(z.string().check(z.trim(), z.maxLength(500))),
      }),
    }),
  },
  response: z.object({ feedbackId: idSchema }),
  responseKind: 'json',
  successStatus: 201,
  errors: ['NOT_FOUND'],
  summary: 'Store Yes/No feedback, with an optional comment, against the lead.',
  specSection: '§7 POST chatbot-feedback, §3 Chatbot',
});

/** `POST /api/create-lead`: store a lead from a verified mobile (§7, §3 Lead (create)). */
export const createLeadRoute = defineRoute({
  id: 'createLead',
  method: 'POST',
  path: '/api/create-lead',
  auth: 'none',
  request: {
    body: z.object({
      productsId: z.int().check(z.positive()),
      vendorsId: z.int().check(z.positive()),
      mobile: mobileFieldSchema,
      name: nameSchema,
      personalEmail: z.optional(emailSchema),
      /** Sensitive fields by name; the server keeps them encrypted at rest and never echoes them. */
      encryptedFields: z.optional(
        z
          .record(
            z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)),
            z.string().check(z.minLength(1), z.maxLength(4096)),
          )
          .check(
            z.refine((fields) => Object.keys(fields).length <= 20, {
              message: 'At most 20 fields',
            }),
          ),
      ),
      utmSource: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      status: z._default(z.literal('active'), 'active'),
      /** The referenceId whose OTP verified this mobile. */
      referenceId: idSchema,
    }),
  },
  response: leadSchema,
  responseKind: 'json',
  successStatus: 201,
  errors: ['MOBILE_NOT_VERIFIED'],
  summary:
    "Create a lead ('active') for a mobile verified by OTP; the chatbot uses productsId 26 with vendorsId 5.",
  specSection: '§7 POST create-lead, §3 Lead (create), §3 Product and vendor ids',
});

/** The chatbot routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const CHATBOT_ROUTES = {
  chatbotAsk: chatbotAskRoute,
  chatbotSendOtp: chatbotSendOtpRoute,
  chatbotVerifyOtp: chatbotVerifyOtpRoute,
  chatbotFeedback: chatbotFeedbackRoute,
  createLead: createLeadRoute,
} as const;
