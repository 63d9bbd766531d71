import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  canSendOtp,
  CONTACT_EMAIL_INVALID,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_OTP_INCORRECT,
  MOBILE_INVALID,
  NAME_INVALID,
  normaliseMobile,
  REQUIRED,
} from '@rinn/validation';
import { createActor } from 'xstate';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectContact } from './contact.connect.js';
import type { OtpSendRequest, OtpSent, OtpVerifyRequest } from '../otp/otp.types.js';
import { contactMachine, contactOtpMachine } from './contact.machine.js';
import type { ContactMessage, ContactOtpResult, ContactTicket } from './contact.types.js';
import { inEnglish } from '../testing/in-english.js';

function start() {
  const sendOtp = controlledActor<OtpSent, OtpSendRequest>();
  const verifyOtp = controlledActor<ContactOtpResult, OtpVerifyRequest>();
  const sendEmail = controlledActor<ContactTicket, ContactMessage>();
  const machine = contactMachine.provide({
    actors: { otp: contactOtpMachine.provide({ actors: { sendOtp: sendOtp.logic, verifyOtp: verifyOtp.logic } }), sendContactEmail: sendEmail.logic },
  });
  const actor = createActor(machine).start();
  const api = () => connectContact(actor.getSnapshot(), (event) => actor.send(event));
  const verifyMobile = async () => {
    api().field('mobile').onChange('9876543210');
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    api().field('otp').onChange('1234');
    verifyOtp.resolve({ verified: true });
    await flushPromises();
  };
  return { actor, api, sendOtp, verifyOtp, sendEmail, verifyMobile };
}

describe('contact form machine', () => {
  it('CONTACT-001: a valid 10-digit mobile sends the OTP by itself', async () => {
    const { api, sendOtp } = start();
    api().field('mobile').onChange('98765');
    api().field('mobile').onChange('9999999999');
    expect(sendOtp.calls).toEqual([]);
    api().field('mobile').onChange('98765 43210');
    expect(api().isSendingOtp).toBe(true);
    expect(sendOtp.calls).toEqual([{ subject: '9876543210', referenceId: null, retries: 1 }]);
    sendOtp.reject(new Error('Too many OTP requests'));
    await flushPromises();
    expect(inEnglish(api().field('mobile').error)).toBe('Too many OTP requests');
    api().field('mobile').onChange('9876543211');
    expect(api().field('mobile').error).toBeNull();
    sendOtp.resolve({ referenceId: 'ref-2' });
    await flushPromises();
    expect(api().showOtp).toBe(true);
    api().field('mobile').onChange('987654321');
    expect(api()).toMatchObject({ showOtp: false, otpVerified: false });
    expect(api().field('otp').value).toBe('');
  });

  test.prop([fc.string({ maxLength: 14 })])('CONTACT-001: any typed mobile sends the OTP exactly when @rinn/validation allows it', (typed) => {
    const { api, sendOtp } = start();
    api().field('mobile').onChange(typed);
    expect(sendOtp.calls.length).toBe(canSendOtp(normaliseMobile(typed)) ? 1 : 0);
  });

  it('CONTACT-002: a 4-digit OTP verifies by itself; a refused one shows the §5 message, a failure the server message', async () => {
    const { api, sendOtp, verifyOtp } = start();
    api().field('mobile').onChange('9876543210');
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    api().field('otp').onChange('12x');
    expect(verifyOtp.calls).toEqual([]);
    api().field('otp').onChange('1234');
    expect(api().isVerifyingOtp).toBe(true);
    expect(verifyOtp.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-1' }]);
    verifyOtp.resolve({ verified: false });
    await flushPromises();
    expect(inEnglish(api().field('otp').error)).toBe(CONTACT_OTP_INCORRECT);
    api().field('otp').onChange('1235');
    verifyOtp.reject({ message: 'OTP expired' });
    await flushPromises();
    expect(inEnglish(api().field('otp').error)).toBe('OTP expired');
    api().field('otp').onChange('4321');
    verifyOtp.resolve({ verified: true });
    await flushPromises();
    expect(api()).toMatchObject({ otpVerified: true });
    expect(api().field('otp').error).toBeNull();
  });

  it('CONTACT-003: each field shows its exact §5 message once left or after a submit attempt', () => {
    const { api } = start();
    api().field('name').onChange('R2D2');
    expect(api().field('name').error).toBeNull();
    api().field('name').onBlur();
    api().field('name').onBlur();
    expect(inEnglish(api().field('name').error)).toBe(NAME_INVALID);
    api().field('email').onChange('asha@');
    api().field('message').onChange('Hi there');
    api().field('mobile').onChange('12345');
    api().getSubmitProps().onClick();
    expect({
      name: inEnglish(api().field('name').error),
      email: inEnglish(api().field('email').error),
      mobile: inEnglish(api().field('mobile').error),
      message: inEnglish(api().field('message').error),
      otp: inEnglish(api().field('otp').error),
    }).toEqual({ name: NAME_INVALID, email: CONTACT_EMAIL_INVALID, mobile: MOBILE_INVALID, message: CONTACT_MESSAGE_TOO_SHORT, otp: REQUIRED });
    expect(CONTACT_MESSAGE_TOO_SHORT).toBe('Write at least 10 characters in the message.');
    expect(api().field('message')['aria-invalid']).toBe(true);
  });

  it('CONTACT-004: submit sends only when every field is valid and the OTP verified; a failure shows inline', async () => {
    const { api, sendEmail, verifyMobile } = start();
    api().field('name').onChange('Asha Rao');
    api().field('email').onChange('asha@example.in');
    api().field('message').onChange('Please call me about a car loan.');
    api().getSubmitProps().onClick();
    expect(sendEmail.calls).toEqual([]);
    await verifyMobile();
    api().getSubmitProps().onClick();
    expect(api()).toMatchObject({ isSending: true });
    expect(api().getSubmitProps().disabled).toBe(true);
    expect(sendEmail.calls).toEqual([
      { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210', message: 'Please call me about a car loan.', referenceId: 'ref-1' },
    ]);
    sendEmail.reject(new Error('Mailbox unavailable'));
    await flushPromises();
    expect(api()).toMatchObject({ isSending: false, formError: 'Mailbox unavailable' });
    api().field('message').onChange('Please call me about a used car loan.');
    expect(api().formError).toBeNull();
    api().getSubmitProps().onClick();
    sendEmail.resolve({ ticketId: 'TCK-20261122-0001' });
    await flushPromises();
    expect(api().isSent).toBe(true);
  });

  it('CONTACT-005: a sent message is confirmed with its ticket id', async () => {
    const { api, sendEmail, verifyMobile } = start();
    api().field('name').onChange('Asha Rao');
    api().field('email').onChange('asha@example.in');
    api().field('message').onChange('Please call me about a car loan.');
    await verifyMobile();
    expect(api().ticketId).toBeNull();
    api().getSubmitProps().onClick();
    expect(api().ticketId).toBeNull();
    sendEmail.resolve({ ticketId: 'TCK-20261122-0001' });
    await flushPromises();
    expect(api()).toMatchObject({ isSent: true, ticketId: 'TCK-20261122-0001' });
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(contactMachine, {
      events: [
        { type: 'FIELD.CHANGE', field: 'name', value: 'Asha' },
        { type: 'FIELD.CHANGE', field: 'email', value: 'a@b.in' },
        { type: 'FIELD.CHANGE', field: 'message', value: 'Call me about a loan' },
        { type: 'FIELD.BLUR', field: 'name' },
        { type: 'MOBILE.CHANGE', value: '9876543210' },
        { type: 'OTP.CHANGE', value: '1234' },
        // The OTP child's own states are walked by otp.test.ts; here it ends verified or unsent.
        { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'later', failure: null } },
        { type: 'xstate.done.actor.otp', output: { status: 'verified', referenceId: 'r', retries: 1, sent: { referenceId: 'r' }, result: { verified: true } } },
        { type: 'xstate.done.actor.sendContactEmail', output: { ticketId: 'TCK-1' } },
      ],
      // Which text fields hold text is all the graph needs; their order of arrival is not a state.
      serializeState: (snapshot) =>
        JSON.stringify({
          value: snapshot.value,
          filled: Object.entries(snapshot.context.values).filter(([, value]) => value !== '').map(([key]) => key).sort(),
          verified: snapshot.context.otpVerified,
          touched: [...snapshot.context.touched].sort(),
          errors: Object.keys(snapshot.context.serverErrors).filter((key) => snapshot.context.serverErrors[key as 'form'] !== undefined).sort(),
        }),
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
