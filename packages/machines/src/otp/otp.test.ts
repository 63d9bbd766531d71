import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LOGIN_RULES } from '@rinn/rules';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { inEnglish } from '../testing/in-english.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { canSubmitOtp, otpMachine, resendCountdownLabel } from './otp.machine.js';
import type { OtpInput, OtpSendRequest, OtpSent, OtpVerifyRequest } from './otp.types.js';

function start(input: Partial<OtpInput> = {}) {
  const clock = new SimulatedClock();
  const send = controlledActor<OtpSent, OtpSendRequest>();
  const verify = controlledActor<unknown, OtpVerifyRequest>();
  const machine = otpMachine.provide({ actors: { sendOtp: send.logic, verifyOtp: verify.logic } });
  const actor = createActor(machine, { input: { subject: '9876543210', ...input }, clock }).start();
  const sent = async (output: OtpSent = { referenceId: 'ref-1' }) => {
    send.resolve(output);
    await flushPromises();
  };
  const countDown = (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) clock.increment(1000);
  };
  return { clock, actor, send, verify, sent, countDown, context: () => actor.getSnapshot().context };
}

describe('OTP machine', () => {
  it('sends the first code with no reference and retries 1, and keeps the referenceId it gets', async () => {
    const { actor, send, sent, context } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(send.calls).toEqual([{ subject: '9876543210', referenceId: null, retries: 1 }]);
    await sent({ referenceId: 'ref-1' });
    expect(context()).toMatchObject({ referenceId: 'ref-1', retries: 1, otp: '', error: null, secondsLeft: LOGIN_RULES.resendSeconds });
    expect(actor.getSnapshot().matches({ sent: { code: 'entering', resend: 'counting' } })).toBe(true);
  });

  it('a failed first send ends the machine with the message and what it rejected with', async () => {
    const { actor, send } = start();
    const failure = Object.assign(new Error('Too many attempts'), { consentStatus: 'expired' });
    send.reject(failure);
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'unsent', error: 'Too many attempts', failure });
  });

  it('LOGIN-003: the resend waits 30 s counted each second, then resends with the same reference and one more retry', async () => {
    const { actor, clock, send, sent, countDown, context } = start();
    await sent({ referenceId: 'ref-1' });
    expect(resendCountdownLabel(context().secondsLeft)).toBe('00:30');
    countDown(29);
    expect(resendCountdownLabel(context().secondsLeft)).toBe('00:01');
    clock.increment(999);
    actor.send({ type: 'OTP.RESEND' });
    expect(send.calls).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ sent: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'OTP.CHANGE', value: '12' });
    actor.send({ type: 'OTP.RESEND' });
    expect(send.calls[1]).toEqual({ subject: '9876543210', referenceId: 'ref-1', retries: 2 });
    await sent({ referenceId: 'ref-2' });
    expect(context()).toMatchObject({ referenceId: 'ref-2', retries: 2, otp: '', secondsLeft: 30 });
    countDown(30);
    actor.send({ type: 'OTP.RESEND' });
    expect(send.calls[2]).toEqual({ subject: '9876543210', referenceId: 'ref-2', retries: 3 });
    send.reject(new Error('Resend failed'));
    await flushPromises();
    expect(context()).toMatchObject({ error: 'Resend failed', referenceId: 'ref-2', retries: 2 });
    expect(actor.getSnapshot().matches({ sent: { resend: 'available' } })).toBe(true);
  });

  it('CONSENT-006: a wait the server gives replaces the 30 s, and no wait offers Resend OTP at once', async () => {
    const waited = start({ subject: 'token' });
    await waited.sent({ referenceId: 'ref-1', resendAfterSeconds: 754.2 });
    expect(resendCountdownLabel(waited.context().secondsLeft)).toBe('12:35');
    const none = start({ subject: 'token' });
    await none.sent({ referenceId: 'ref-1', resendAfterSeconds: 0, sentEarlier: true });
    expect(none.actor.getSnapshot().matches({ sent: { resend: 'available' } })).toBe(true);
    expect(none.context().sent).toEqual({ referenceId: 'ref-1', resendAfterSeconds: 0, sentEarlier: true });
  });

  it('LOGIN-004: with the login rule a failed verify keeps the error while typing; "Incorrect" lets any length retry', async () => {
    const { actor, verify, sent, context } = start({ submitRule: 'login' });
    await sent();
    actor.send({ type: 'OTP.CHANGE', value: '12a' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(verify.calls).toEqual([]);
    actor.send({ type: 'OTP.CHANGE', value: '12345' });
    expect(context().otp).toBe('1234');
    actor.send({ type: 'OTP.SUBMIT' });
    expect(verify.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-1' }]);
    verify.reject(new Error('Incorrect OTP entered'));
    await flushPromises();
    actor.send({ type: 'OTP.CHANGE', value: '12' });
    expect(context().error).toBe('Incorrect OTP entered');
    actor.send({ type: 'OTP.SUBMIT' });
    expect(verify.calls).toHaveLength(2);
    verify.reject(new Error('Service unavailable'));
    await flushPromises();
    actor.send({ type: 'OTP.CHANGE', value: '1234' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(verify.calls).toHaveLength(2);
  });

  it('CONTACT-002: the 4th digit verifies by itself; a refused code shows the flow\'s message, typing clears it', async () => {
    const { actor, verify, sent, context } = start({ verifyOnLastDigit: true, clearErrorOnTyping: true, refusedMessage: { code: 'CONTACT_OTP_INCORRECT' } });
    await sent();
    actor.send({ type: 'OTP.CHANGE', value: '123' });
    expect(verify.calls).toEqual([]);
    actor.send({ type: 'OTP.CHANGE', value: '1234' });
    expect(verify.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-1' }]);
    verify.resolve({ verified: false });
    await flushPromises();
    expect(context().error).toEqual({ code: 'CONTACT_OTP_INCORRECT' });
    expect(inEnglish(context().error)).toBe('The OTP you have entered is incorrect');
    actor.send({ type: 'OTP.CHANGE', value: '123' });
    expect(context().error).toBeNull();
    actor.send({ type: 'OTP.CHANGE', value: '1235' });
    verify.resolve({ verified: true });
    await flushPromises();
    expect(actor.getSnapshot().output).toEqual({
      status: 'verified',
      referenceId: 'ref-1',
      retries: 1,
      sent: { referenceId: 'ref-1' },
      result: { verified: true },
    });
  });

  it('reports a failed verify or resend to its parent as OTP.FAILED', async () => {
    const send = controlledActor<OtpSent, OtpSendRequest>();
    const verify = controlledActor<unknown, OtpVerifyRequest>();
    const reports: unknown[] = [];
    const parent = createMachine({
      invoke: {
        id: 'otp',
        src: otpMachine.provide({ actors: { sendOtp: send.logic, verifyOtp: verify.logic } }),
        input: { subject: 't', resendSeconds: 0 },
      },
      on: { 'OTP.FAILED': { actions: ({ event }) => reports.push(event) } },
    });
    const live = createActor(parent).start();
    send.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    const failure = new Error('Link expired');
    // The code is typed through the child, which the parent reaches by its invoke id.
    live.getSnapshot().children['otp']?.send({ type: 'OTP.CHANGE', value: '1234' });
    live.getSnapshot().children['otp']?.send({ type: 'OTP.SUBMIT' });
    verify.reject(failure);
    await flushPromises();
    expect(reports).toEqual([{ type: 'OTP.FAILED', during: 'verify', error: 'Link expired', failure }]);
    live.getSnapshot().children['otp']?.send({ type: 'OTP.RESEND' });
    expect(send.calls[1]).toEqual({ subject: 't', referenceId: 'ref-1', retries: 2 });
    const offline = new Error('offline');
    send.reject(offline);
    await flushPromises();
    expect(reports[1]).toEqual({ type: 'OTP.FAILED', during: 'resend', error: 'offline', failure: offline });
  });

  test.prop([fc.string({ maxLength: 6 }), fc.option(fc.string({ maxLength: 20 }), { nil: null })])(
    'LOGIN-004: the login rule is 4 digits with no error, or an error containing "Incorrect"',
    (otp, error) => {
      const expected = (otp.length === 4 && error === null) || (error?.includes('Incorrect') ?? false);
      expect(canSubmitOtp({ otp, error, submitRule: 'login' })).toBe(expected);
      expect(canSubmitOtp({ otp, error, submitRule: 'complete' })).toBe(otp.length === 4);
    },
  );

  it('LOGIN-004: a server message sent as a code counts as "Incorrect" exactly when its English says so', async () => {
    const { actor, verify, sent, context } = start({ submitRule: 'login' });
    await sent();
    actor.send({ type: 'OTP.CHANGE', value: '1234' });
    actor.send({ type: 'OTP.SUBMIT' });
    // What the API client rejects with: the English text, and the code it was sent with (API-MSG-001).
    const incorrect = Object.assign(new Error('Incorrect OTP. 2 attempts left.'), { apiMessage: { code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } } });
    verify.reject(incorrect);
    await flushPromises();
    expect(context().error).toEqual({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } });
    expect(inEnglish(context().error)).toBe(incorrect.message);
    actor.send({ type: 'OTP.CHANGE', value: '12' });
    expect(canSubmitOtp(context())).toBe(true);
    expect(canSubmitOtp({ otp: '12', error: { code: 'OTP_NO_LONGER_VALID' }, submitRule: 'login' })).toBe(false);
    expect(canSubmitOtp({ otp: '12', error: { code: 'OTP_DAILY_LIMIT', params: { at: '2026-11-22T12:02:00Z' } }, submitRule: 'login' })).toBe(false);
    expect(canSubmitOtp({ otp: '1234', error: { code: 'OTP_NO_LONGER_VALID' }, submitRule: 'login' })).toBe(false);
  });

  it('LOGIN-004: a code the check refused, shown by its message code, lets any length retry; the default code is the §5 OTP message', async () => {
    const { actor, verify, sent, context } = start({ submitRule: 'login' });
    await sent();
    actor.send({ type: 'OTP.CHANGE', value: '1234' });
    actor.send({ type: 'OTP.SUBMIT' });
    verify.resolve({ verified: false });
    await flushPromises();
    expect(context().error).toEqual({ code: 'CHATBOT_OTP_INVALID' });
    expect(inEnglish(context().error)).toBe('Please enter a valid Otp');
    actor.send({ type: 'OTP.CHANGE', value: '12' });
    expect(canSubmitOtp(context())).toBe(true);
    actor.send({ type: 'OTP.SUBMIT' });
    expect(verify.calls).toHaveLength(2);
  });

  describe.each([
    ['submitted codes', { subject: 'm', submitRule: 'login' as const }],
    ['codes verified at the 4th digit', { subject: 'm', verifyOnLastDigit: true, clearErrorOnTyping: true, refusedMessage: { code: 'CHATBOT_OTP_INVALID' } as const }],
  ])('every shortest path (%s)', (_, input) => {
    const cases = shortestPathCases(otpMachine, {
      input,
      events: [
        { type: 'OTP.CHANGE', value: '1234' },
        { type: 'OTP.CHANGE', value: '12' },
        { type: 'xstate.done.actor.sendOtp', output: { referenceId: 'r1' } },
        { type: 'xstate.error.actor.sendOtp', error: new Error('Incorrect') },
        { type: 'xstate.done.actor.resendOtp', output: { referenceId: 'r2' } },
        { type: 'xstate.error.actor.resendOtp', error: new Error('Resend failed') },
        { type: 'xstate.done.actor.verifyOtp', output: { verified: true } },
        { type: 'xstate.done.actor.verifyOtp', output: { verified: false } },
        { type: 'xstate.error.actor.verifyOtp', error: new Error('Incorrect OTP') },
      ],
      // The countdown makes every second a new state; the graph only needs to know whether it runs.
      serializeState: (snapshot) =>
        JSON.stringify({ value: snapshot.value, context: { ...snapshot.context, failure: null, secondsLeft: snapshot.context.secondsLeft > 1 } }),
      check: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('sent')) expect(context.referenceId).not.toBeNull();
        if (snapshot.matches('sent')) expect(context.retries).toBeGreaterThanOrEqual(1);
        expect(context.otp).toMatch(/^\d{0,4}$/);
        if (snapshot.matches({ sent: { code: 'verifying' } })) expect(snapshot.hasTag('busy')).toBe(true);
        if (snapshot.status === 'done') expect(snapshot.output?.status).toBe(snapshot.matches('verified') ? 'verified' : 'unsent');
      },
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
