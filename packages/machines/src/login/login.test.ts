import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { LOGIN_RULES } from '@rinn/rules';
import { canSendOtp, LOGIN_MOBILE_INVALID, normaliseMobile } from '@rinn/validation';
import { createActor, SimulatedClock } from 'xstate';
import type { AuthSession, NavigationTarget } from '../session/session.types.js';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import type { OtpSendRequest, OtpSent, OtpVerifyRequest } from '../otp/otp.types.js';
import { connectLogin } from './login.connect.js';
import { loginMachine, loginOtpMachine, resendCountdownLabel } from './login.machine.js';
import { inEnglish } from '../testing/in-english.js';

const session: AuthSession = { mobile: '9876543210', accessToken: 'a', refreshToken: 'r', sessionToken: 's' };

function start(search = '?utm_source=mail', pathname?: string) {
  const clock = new SimulatedClock();
  // The OTP child sends and resends through one actor: a resend names the last reference.
  const send = controlledActor<OtpSent, OtpSendRequest>();
  const resend = send;
  const verify = controlledActor<AuthSession, OtpVerifyRequest>();
  const store = controlledActor<void, AuthSession>();
  const navigate = controlledActor<void, NavigationTarget>();
  const machine = loginMachine.provide({
    actors: {
      otp: loginOtpMachine.provide({ actors: { sendOtp: send.logic, verifyOtp: verify.logic } }),
      storeSession: store.logic,
      navigate: navigate.logic,
    },
  });
  const actor = createActor(machine, { input: { search, ...(pathname === undefined ? {} : { pathname }) }, clock }).start();
  const api = () => connectLogin(actor.getSnapshot(), (event) => actor.send(event));
  const reachOtpStep = async () => {
    api().getCloseProps().onClick();
    actor.send({ type: 'OPEN' });
    api().getMobileInputProps().onValueChange('98765-43210');
    api().getGetOtpProps().onClick();
    send.resolve({ referenceId: 'ref-1' });
    await flushPromises();
  };
  return { clock, actor, api, send, resend, verify, store, navigate, reachOtpStep };
}

describe('login machine', () => {
  it('LOGIN-001: Get OTP is enabled only for a valid mobile with no error, and Enter sends', async () => {
    const { actor, api, send } = start();
    actor.send({ type: 'OPEN' });
    expect(api()).toMatchObject({ step: 'mobile', canGetOtp: false, mobileError: null });
    api().getMobileInputProps().onValueChange('98765');
    expect(api()).toMatchObject({ canGetOtp: false, mobileError: { code: 'LOGIN_MOBILE_INVALID' } });
    expect(inEnglish(api().mobileError)).toBe(LOGIN_MOBILE_INVALID);
    expect(api().getMobileInputProps()['aria-invalid']).toBe(true);
    api().getGetOtpProps().onClick();
    expect(send.calls).toEqual([]);
    api().getMobileInputProps().onValueChange('9876543210');
    expect(api()).toMatchObject({ canGetOtp: true, mobileError: null });
    api().getMobileInputProps().onKeyDown({ key: 'Tab', preventDefault: () => undefined });
    api().getMobileInputProps().onKeyDown({ key: 'Enter', preventDefault: () => undefined });
    expect(send.calls).toEqual([{ subject: '9876543210', referenceId: null, retries: 1 }]);
    expect(api()).toMatchObject({ isBusy: true, canGetOtp: false });
    send.reject(new Error('Too many attempts'));
    await flushPromises();
    expect(api()).toMatchObject({ step: 'mobile', error: 'Too many attempts', canGetOtp: false });
    api().getMobileInputProps().onValueChange('9876543210');
    expect(api()).toMatchObject({ error: null, canGetOtp: true });
  });

  test.prop([fc.string({ maxLength: 16 })])('LOGIN-001: any typed text enables Get OTP exactly when @rinn/validation accepts it', (typed) => {
    const actor = createActor(loginMachine, { input: { search: '' } }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'MOBILE.CHANGE', value: typed });
    expect(connectLogin(actor.getSnapshot(), (event) => actor.send(event)).canGetOtp).toBe(canSendOtp(normaliseMobile(typed)));
  });

  it('LOGIN-002: a sent OTP moves to the OTP step, Edit goes back, close resets everything', async () => {
    const { actor, api, reachOtpStep } = start();
    await reachOtpStep();
    expect(api()).toMatchObject({ step: 'otp', otpSent: true, isOpen: true });
    api().getOtpInputProps().onValueChange('12');
    api().getEditProps().onClick();
    expect(api()).toMatchObject({ step: 'mobile', mobile: '9876543210', otp: '', otpSent: false });
    api().getGetOtpProps().onClick();
    api().getCloseProps().onClick();
    expect(api()).toMatchObject({ step: 'closed', isOpen: false, mobile: '', otp: '', error: null, otpSent: false });
    actor.send({ type: 'OPEN' });
    expect(api()).toMatchObject({ step: 'mobile', mobile: '' });
  });

  it('LOGIN-003: resend waits 30 s shown as 00:SS; offered at 0, not at 1 s; it clears the OTP and restarts', async () => {
    expect(LOGIN_RULES.resendSeconds).toBe(30);
    const { clock, api, resend, reachOtpStep } = start();
    await reachOtpStep();
    expect(api()).toMatchObject({ resendLabel: '00:30', canResend: false });
    clock.increment(1000);
    expect(api().resendLabel).toBe('00:29');
    for (let second = 0; second < 28; second += 1) clock.increment(1000);
    expect(api()).toMatchObject({ resendLabel: '00:01', canResend: false });
    clock.increment(999);
    expect(api().canResend).toBe(false);
    clock.increment(1);
    expect(api()).toMatchObject({ resendLabel: '00:00', canResend: true });
    api().getOtpInputProps().onValueChange('12');
    api().getResendProps().onClick();
    expect(resend.calls.slice(1)).toEqual([{ subject: '9876543210', referenceId: 'ref-1', retries: 2 }]);
    resend.resolve({ referenceId: 'ref-2' });
    await flushPromises();
    expect(api()).toMatchObject({ otp: '', resendLabel: '00:30', canResend: false });
    expect(api().getResendProps().disabled).toBe(true);
    for (let second = 0; second < 30; second += 1) clock.increment(1000);
    api().getResendProps().onClick();
    resend.reject(new Error('Resend failed'));
    await flushPromises();
    expect(api()).toMatchObject({ canResend: true, error: 'Resend failed' });
    expect(resendCountdownLabel(7)).toBe('00:07');
    expect(resendCountdownLabel(754)).toBe('12:34');
    expect(resendCountdownLabel(-3)).toBe('00:00');
  });

  it('LOGIN-004: Continue needs 4 digits and no error, or an error containing "Incorrect"; Enter submits', async () => {
    const { api, verify, reachOtpStep } = start();
    await reachOtpStep();
    api().getOtpInputProps().onValueChange('12a3');
    expect(api()).toMatchObject({ otp: '123', canContinue: false });
    api().getOtpInputProps().onKeyDown({ key: 'Enter', preventDefault: () => undefined });
    expect(verify.calls).toEqual([]);
    api().getOtpInputProps().onValueChange('12345');
    expect(api()).toMatchObject({ otp: '1234', canContinue: true });
    api().getOtpInputProps().onKeyDown({ key: 'Enter', preventDefault: () => undefined });
    api().getOtpInputProps().onKeyDown({ key: 'a', preventDefault: () => undefined });
    verify.reject(new Error('Incorrect OTP entered'));
    await flushPromises();
    expect(api()).toMatchObject({ error: 'Incorrect OTP entered', canContinue: true });
    api().getOtpInputProps().onValueChange('12');
    expect(api().canContinue).toBe(true);
    api().getContinueProps().onClick();
    verify.reject(new Error('Service unavailable'));
    await flushPromises();
    api().getOtpInputProps().onValueChange('1234');
    expect(api()).toMatchObject({ error: 'Service unavailable', canContinue: false });
    expect(api().getContinueProps().disabled).toBe(true);
  });

  it('LOGIN-005: a verified OTP stores the session, then goes to /dashboard keeping the query string', async () => {
    const { actor, api, verify, store, navigate, reachOtpStep } = start('?utm_source=mail');
    await reachOtpStep();
    api().getOtpInputProps().onValueChange('1234');
    api().getContinueProps().onClick();
    expect(verify.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-1' }]);
    verify.resolve(session);
    await flushPromises();
    expect(store.calls).toEqual([session]);
    expect(api().step).toBe('signedIn');
    store.resolve();
    await flushPromises();
    expect(navigate.calls).toEqual([{ to: '/dashboard?utm_source=mail' }]);
    navigate.resolve();
    await flushPromises();
    expect(actor.getSnapshot().matches({ signedIn: 'done' })).toBe(true);
  });

  it.each([
    ['/cibil-score-check', '/cibil-score-check?utm_source=mail'],
    ['/hi/cibil-score-check', '/hi/cibil-score-check?utm_source=mail'],
    ['/en/cibil-score-check/', '/en/cibil-score-check?utm_source=mail'],
    ['/', '/dashboard?utm_source=mail'],
    ['/cibil-score', '/dashboard?utm_source=mail'],
  ])('LOGIN-006: a login opened on %s goes to %s', async (pathname, to) => {
    const { verify, store, navigate, reachOtpStep, api } = start('?utm_source=mail', pathname);
    await reachOtpStep();
    api().getOtpInputProps().onValueChange('1234');
    api().getContinueProps().onClick();
    verify.resolve(session);
    await flushPromises();
    store.resolve();
    await flushPromises();
    expect(navigate.calls).toEqual([{ to }]);
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(loginMachine, {
      input: { search: '' },
      events: [
        { type: 'MOBILE.CHANGE', value: '9876543210' },
        { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'Too many attempts', failure: null } },
        {
          type: 'xstate.done.actor.otp',
          output: { status: 'verified', referenceId: 'r', retries: 1, sent: { referenceId: 'r' }, result: session },
        },
      ],
      // The OTP child's own states (send, countdown, resend, verify) are walked by otp.test.ts.
      check: (snapshot) => {
        const view = connectLogin(snapshot, () => undefined);
        if (view.canGetOtp) expect(view.step).toBe('mobile');
        if (view.canContinue || view.canResend) expect(view.step).toBe('otp');
        expect(view.isOpen).toBe(view.step === 'mobile' || view.step === 'otp');
      },
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
