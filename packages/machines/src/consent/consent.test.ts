import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { NavigationTarget } from '../session/session.types.js';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectConsent } from './consent.connect.js';
import type { OtpSendRequest, OtpSent, OtpVerifyRequest } from '../otp/otp.types.js';
import { CKYC_NO_RECORD, consentMachine, consentOtpMachine, consentStatusOf } from './consent.machine.js';
import type {
  CkycQuery,
  CkycStatus,
  ConsentOtpVerified,
  ConsentSubmission,
  ConsentSubmitted,
} from './consent.types.js';

function start(ckyc = true) {
  const clock = new SimulatedClock();
  // The consent send answers a ConsentOtpSent (mobile, wait, sentEarlier) in the OTP child's shape.
  const request = controlledActor<OtpSent, OtpSendRequest>();
  const verify = controlledActor<ConsentOtpVerified, OtpVerifyRequest>();
  const submit = controlledActor<ConsentSubmitted, ConsentSubmission>();
  const fetchCkyc = controlledActor<CkycStatus, CkycQuery>();
  const navigate = controlledActor<void, NavigationTarget>();
  const machine = consentMachine.provide({
    actors: {
      otp: consentOtpMachine.provide({ actors: { sendOtp: request.logic, verifyOtp: verify.logic } }),
      submitConsent: submit.logic,
      fetchCkycStatus: fetchCkyc.logic,
      navigate: navigate.logic,
    },
  });
  const actor = createActor(machine, { input: { token: 'link-token', ckyc, origin: 'lender' }, clock }).start();
  const api = () => connectConsent(actor.getSnapshot(), (event) => actor.send(event));
  expect(api().screen).toBe('loading');
  expect(request.calls).toEqual([{ subject: 'link-token', referenceId: null, retries: 1 }]);
  const toTerms = async () => {
    request.resolve({ mobile: '98XXXXXX10', referenceId: 'ref-9', resendAfterSeconds: 30, sentEarlier: false });
    await flushPromises();
    api().getOtpInputProps().onChange('1234');
    verify.resolve({ token: 'verified-token' });
    await flushPromises();
  };
  return { clock, actor, api, request, verify, submit, fetchCkyc, navigate, toTerms };
}

/** Moves simulated time on in steps of at most a second, so each countdown tick fires in turn. */
function elapse(clock: SimulatedClock, ms: number): void {
  for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
}

describe('consent machine', () => {
  it('CONSENT-001: a 4th digit verifies by itself and the heading follows the check', async () => {
    const { api, request, verify } = start();
    request.resolve({ mobile: '98XXXXXX10', referenceId: 'ref-9', resendAfterSeconds: 30, sentEarlier: false });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', otpStatus: 'entering', mobile: '98XXXXXX10' });
    api().getOtpInputProps().onChange('12a3');
    expect(verify.calls).toEqual([]);
    api().getOtpInputProps().onChange('12345');
    expect(api()).toMatchObject({ otp: '1234', otpStatus: 'verifying' });
    expect(api().getOtpInputProps().disabled).toBe(true);
    expect(verify.calls).toEqual([{ subject: 'link-token', otp: '1234', referenceId: 'ref-9' }]);
    verify.reject(new Error('Invalid OTP'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', otpStatus: 'invalid', error: 'Invalid OTP' });
    api().getOtpInputProps().onChange('432');
    expect(api()).toMatchObject({ otpStatus: 'entering', error: null });
    api().getOtpInputProps().onChange('4321');
    verify.resolve({ token: 'verified-token' });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'terms', otpStatus: 'verified' });
  });

  it('CONSENT-001: a failed OTP request shows the server message and can be retried', async () => {
    const { api, request } = start();
    request.reject({ message: 'Link not found' });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otpUnavailable', error: 'Link not found' });
    api().getRetryProps().onClick();
    expect(api()).toMatchObject({ screen: 'loading', error: null });
    expect(request.calls).toHaveLength(2);
  });

  it('CONSENT-002: loan-initiated starts checked, WhatsApp unticked, and Accept needs loan-initiated', async () => {
    const { api, toTerms, submit } = start();
    await toTerms();
    expect(api()).toMatchObject({ loanInitiatedChecked: true, whatsappOptIn: false, canAccept: true });
    api().getWhatsappProps().onChange();
    expect(api()).toMatchObject({ whatsappOptIn: true });
    api().getWhatsappProps().onChange();
    api().getLoanInitiatedProps().onChange();
    expect(api()).toMatchObject({ whatsappOptIn: false, canAccept: false });
    expect(api().getAcceptProps().disabled).toBe(true);
    api().getAcceptProps().onClick();
    expect(submit.calls).toEqual([]);
    api().getLoanInitiatedProps().onChange();
    api().getAcceptProps().onClick();
    expect(api().screen).toBe('submitting');
    expect(submit.calls).toEqual([
      { token: 'verified-token', status: 'approved', extraInfo: { whatsappOptIn: false, loanInitiatedChecked: true, ckyc: true } },
    ]);
    submit.reject(new Error('Try again later'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'terms', error: 'Try again later' });
  });

  it('CONSENT-006: the wait before Resend OTP counts down each second, then Resend asks again', async () => {
    const { clock, api, request } = start();
    request.resolve({ mobile: '98XXXXXX10', referenceId: 'ref-9', resendAfterSeconds: 30, sentEarlier: false });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', resendCountdown: '00:30', otpSentEarlier: false });
    expect(api().getResendProps().disabled).toBe(true);
    clock.increment(1000);
    expect(api().resendCountdown).toBe('00:29');
    api().getOtpInputProps().onChange('12');
    elapse(clock, 28_999);
    expect(api()).toMatchObject({ resendCountdown: '00:01', otp: '12' });
    api().getResendProps().onClick();
    expect(request.calls).toHaveLength(1);
    clock.increment(1);
    expect(api().resendCountdown).toBeNull();
    expect(api().getResendProps().disabled).toBe(false);
    api().getResendProps().onClick();
    expect(api()).toMatchObject({ screen: 'loading', otp: '' });
    expect(request.calls).toHaveLength(2);
    expect(request.calls[1]).toEqual({ subject: 'link-token', referenceId: 'ref-9', retries: 2 });
  });

  it('CONSENT-006: a resend that fails shows the server message to retry, or the expired link when it says so', async () => {
    const { clock, api, request, navigate } = start();
    request.resolve({ mobile: '98XXXXXX10', referenceId: 'ref-9', resendAfterSeconds: 0, sentEarlier: true });
    await flushPromises();
    api().getResendProps().onClick();
    request.reject(new Error('SMS gateway down'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otpUnavailable', error: 'SMS gateway down' });
    api().getRetryProps().onClick();
    request.resolve({ mobile: '98XXXXXX10', referenceId: 'ref-10', resendAfterSeconds: 1, sentEarlier: false });
    await flushPromises();
    clock.increment(1000);
    api().getResendProps().onClick();
    request.reject({ message: 'Whoops! Link Expired', consentStatus: 'expired' });
    await flushPromises();
    expect(navigate.calls).toEqual([{ to: '/expired-link?consent=expired' }]);
  });

  it('CONSENT-006: a link reopened within the wait shows the OTP box for the earlier code, with the wait counted down', async () => {
    const { clock, api, request, verify } = start();
    request.resolve({ mobile: 'XXXXXX3210', referenceId: 'ref-9', resendAfterSeconds: 754, sentEarlier: true });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', otpSentEarlier: true, resendCountdown: '12:34', error: null });
    elapse(clock, 4000);
    expect(api().resendCountdown).toBe('12:30');
    api().getOtpInputProps().onChange('4321');
    expect(verify.calls).toEqual([{ subject: 'link-token', otp: '4321', referenceId: 'ref-9' }]);
  });

  it('CONSENT-003: Decline asks No / Yes; No returns, Yes submits the refusal', async () => {
    const { api, toTerms, submit } = start(false);
    await toTerms();
    api().getDeclineProps().onClick();
    expect(api().screen).toBe('confirmDecline');
    api().getDeclineNoProps().onClick();
    expect(api().screen).toBe('terms');
    api().getDeclineProps().onClick();
    api().getDeclineYesProps().onClick();
    expect(submit.calls[0]).toMatchObject({ status: 'rejected' });
    submit.resolve({ consentStatus: null });
    await flushPromises();
    expect(api().screen).toBe('rejected');
  });

  it('CONSENT-004: CKYC is fetched 1.5 s after an approval (not at 1.499 s) and its id shows', async () => {
    const { clock, api, toTerms, submit, fetchCkyc } = start();
    await toTerms();
    api().getAcceptProps().onClick();
    submit.resolve({ consentStatus: null });
    await flushPromises();
    clock.increment(1499);
    expect(fetchCkyc.calls).toEqual([]);
    clock.increment(1);
    expect(fetchCkyc.calls).toEqual([{ referenceId: 'ref-9', origin: 'lender' }]);
    fetchCkyc.resolve({ message: 'Success', ckycId: '50012345678901' });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'accepted', ckycId: '50012345678901' });
  });

  it('CONSENT-004: CKYC is fetched 0.5 s after a refusal (not at 0.499 s); "No record found!" returns to the terms', async () => {
    const { clock, api, toTerms, submit, fetchCkyc } = start();
    await toTerms();
    api().getDeclineProps().onClick();
    api().getDeclineYesProps().onClick();
    submit.resolve({ consentStatus: null });
    await flushPromises();
    clock.increment(499);
    expect(fetchCkyc.calls).toEqual([]);
    clock.increment(1);
    expect(fetchCkyc.calls).toHaveLength(1);
    fetchCkyc.resolve({ message: CKYC_NO_RECORD, ckycId: null });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'terms', error: 'No record found!' });
    api().getDeclineProps().onClick();
    api().getDeclineYesProps().onClick();
    submit.resolve({ consentStatus: null });
    await flushPromises();
    clock.increment(500);
    fetchCkyc.reject(new Error('CKYC down'));
    await flushPromises();
    expect(api().screen).toBe('rejected');
  });

  it('CONSENT-005: a consent status in the answer goes to /expired-link?consent={status}', async () => {
    const { api, toTerms, submit, navigate } = start();
    await toTerms();
    api().getAcceptProps().onClick();
    submit.resolve({ consentStatus: 'expired' });
    await flushPromises();
    expect(api().screen).toBe('expired');
    expect(navigate.calls).toEqual([{ to: '/expired-link?consent=expired' }]);
  });

  it('CONSENT-005: a call failing with a consent status (decided, expired or unknown link) goes to /expired-link', async () => {
    const secondVisit = start();
    secondVisit.request.reject({ message: 'This consent has already been approved.', consentStatus: 'approved' });
    await flushPromises();
    expect(secondVisit.api().screen).toBe('expired');
    expect(secondVisit.navigate.calls).toEqual([{ to: '/expired-link?consent=approved' }]);

    const expiredWhileTyping = start();
    expiredWhileTyping.request.resolve({ mobile: 'XXXXXX3210', referenceId: 'ref-9', resendAfterSeconds: 30, sentEarlier: false });
    await flushPromises();
    expiredWhileTyping.api().getOtpInputProps().onChange('1234');
    expiredWhileTyping.verify.reject({ message: 'Whoops! Link Expired', consentStatus: 'expired' });
    await flushPromises();
    expect(expiredWhileTyping.navigate.calls).toEqual([{ to: '/expired-link?consent=expired' }]);

    const decidedElsewhere = start();
    await decidedElsewhere.toTerms();
    decidedElsewhere.api().getAcceptProps().onClick();
    decidedElsewhere.submit.reject({ message: 'Already decided', consentStatus: 'rejected' });
    await flushPromises();
    expect(decidedElsewhere.navigate.calls).toEqual([{ to: '/expired-link?consent=rejected' }]);

    // A failure without a status stays on the page with the server's message.
    const offline = start();
    offline.request.reject(new Error('offline'));
    await flushPromises();
    expect(offline.api()).toMatchObject({ screen: 'otpUnavailable', error: 'offline' });
    expect(consentStatusOf({ consentStatus: '' })).toBeNull();
  });

  describe('every shortest path', () => {
    const cases = [true, false].flatMap((ckyc) =>
      shortestPathCases(consentMachine, {
        input: { token: 't', ckyc, origin: 'o' },
        events: [
          // The OTP child's own states are walked by otp.test.ts; here it ends or reports.
          {
            type: 'xstate.done.actor.otp',
            output: { status: 'verified', referenceId: 'r', retries: 1, sent: { referenceId: 'r', mobile: 'm' }, result: { token: 't' } },
          },
          { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'down', failure: new Error('down') } },
          { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'decided', failure: { message: 'decided', consentStatus: 'approved' } } },
          { type: 'OTP.FAILED', during: 'resend', error: 'down', failure: new Error('down') },
          { type: 'OTP.FAILED', during: 'verify', error: 'Invalid OTP', failure: new Error('Invalid OTP') },
          { type: 'OTP.FAILED', during: 'verify', error: 'expired', failure: { message: 'expired', consentStatus: 'expired' } },
          { type: 'xstate.done.actor.submitConsent', output: { consentStatus: null } },
          { type: 'xstate.done.actor.submitConsent', output: { consentStatus: 'expired' } },
          { type: 'xstate.error.actor.submitConsent', error: new Error('later') },
          { type: 'xstate.done.actor.fetchCkycStatus', output: { message: 'ok', ckycId: '1' } },
          { type: 'xstate.done.actor.fetchCkycStatus', output: { message: CKYC_NO_RECORD, ckycId: null } },
        ],
        check: (snapshot) => {
          const view = connectConsent(snapshot, () => undefined);
          if (view.canAccept) expect([view.screen, view.loanInitiatedChecked]).toEqual(['terms', true]);
          if (view.screen === 'terms') expect(view.otpStatus).toBe('verified');
        },
      }));
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
