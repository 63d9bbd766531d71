import { ApiError } from '@rinn/api-client';
import {
  consentOtpMachine,
  type CkycQuery,
  type CkycStatus,
  type ConsentOtpVerified,
  type ConsentSubmission,
  type ConsentSubmitted,
  type NavigationTarget,
  type OtpSendRequest,
  type OtpSent,
  type OtpVerifyRequest,
} from '@rinn/machines';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { consentActors, consentOtpCalls } from './consent-actors.ts';
import { consentInputOf } from './consent-input.ts';
import { ConsentFlow, type ConsentActors } from './ConsentFlow.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Stubs {
  readonly log: string[];
  ckyc?: CkycStatus;
  submitError?: Error;
  requestError?: Error;
  sentEarlier?: boolean;
}

function stubActors(stubs: Stubs): ConsentActors {
  return {
    otp: consentOtpMachine.provide({
      actors: {
        sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
          stubs.log.push(`otp for ${input.subject}`);
          if (stubs.requestError) throw stubs.requestError;
          return { mobile: 'XXXXXX3210', referenceId: 'ref-1', resendAfterSeconds: 30, sentEarlier: stubs.sentEarlier ?? false };
        }),
        verifyOtp: fromPromise<ConsentOtpVerified, OtpVerifyRequest>(async ({ input }) => {
          if (input.otp !== '4321') throw new Error('The OTP you have entered is incorrect');
          return { token: 'decision-token-0123456789' };
        }),
      },
    }),
    submitConsent: fromPromise<ConsentSubmitted, ConsentSubmission>(async ({ input }) => {
      stubs.log.push(`${input.status} whatsapp=${input.extraInfo.whatsappOptIn} initiated=${input.extraInfo.loanInitiatedChecked}`);
      if (stubs.submitError) throw stubs.submitError;
      return { consentStatus: null };
    }),
    fetchCkycStatus: fromPromise<CkycStatus, CkycQuery>(async () => stubs.ckyc ?? { message: 'ok', ckycId: '12345678901234' }),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      stubs.log.push(`navigate ${input.to}`);
    }),
  };
}

function renderFlow(stubs: Stubs, search = '?ckyc=false&origin=lender') {
  const Stub = createRoutesStub([
    {
      path: '/consent/:token',
      Component: () => (
        <ConsentFlow input={consentInputOf('link-token', search)} actors={stubActors(stubs)} summary={{ lenderName: 'HDFC Bank', productName: 'Personal Loan', loanAmount: 300_000 }} />
      ),
    },
  ]);
  return render(<Stub initialEntries={[`/consent/link-token${search}`]} />);
}

async function verifyOtp() {
  const otp = await screen.findByLabelText('Enter 4 Digit OTP');
  fireEvent.change(otp, { target: { value: '4321' } });
  expect((await screen.findByTestId('consent-heading')).textContent).toBe('Your Mobile number has been verified!');
}

describe('consent pages', () => {
  it('reads ckyc and origin from the link', () => {
    expect(consentInputOf('t', '?ckyc=true&origin=lender')).toEqual({ token: 't', ckyc: true, origin: 'lender' });
    expect(consentInputOf('t', '')).toEqual({ token: 't', ckyc: false, origin: 'web' });
  });

  it('verifies the OTP, shows the terms with loan-initiated checked and WhatsApp unticked, and records an acceptance with what happens next', async () => {
    const stubs: Stubs = { log: [] };
    renderFlow(stubs);
    expect((await screen.findByText(/\+91 XXXXXX3210/)).textContent).toContain('XXXXXX3210');
    const otp = screen.getByLabelText('Enter 4 Digit OTP');
    fireEvent.change(otp, { target: { value: '1111' } });
    expect(await screen.findByText('The OTP you have entered is incorrect')).toBeTruthy();
    expect(screen.getByTestId('consent-heading').textContent).toBe('That OTP did not work');
    await verifyOtp();
    expect(screen.getByText('HDFC Bank')).toBeTruthy();
    expect(screen.getByText('₹3,00,000')).toBeTruthy();
    const [loanInitiated, whatsapp] = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect([loanInitiated!.checked, whatsapp!.checked]).toEqual([true, false]);
    fireEvent.click(loanInitiated!);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept' }).disabled).toBe(true);
    fireEvent.click(loanInitiated!);
    fireEvent.click(whatsapp!);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('consent-heading')).textContent).toBe('Thank you! Your consent has been recorded.');
    expect(stubs.log).toEqual(['otp for link-token', 'approved whatsapp=true initiated=true']);
    expect(screen.getByTestId('consent-next-steps').textContent).toContain('HDFC Bank checks your KYC details');
    expect(screen.getByRole('link', { name: 'Track your application' }).getAttribute('href')).toBe('/dashboard');
  });

  it('Decline asks No / Yes; No returns focus to Decline, Yes records the refusal', async () => {
    const stubs: Stubs = { log: [] };
    renderFlow(stubs);
    await verifyOtp();
    const decline = screen.getByRole('button', { name: 'Decline' });
    fireEvent.click(decline);
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to decline?');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('No'));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline' })));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('consent-heading')).textContent).toBe('You have declined the consent.');
    expect(stubs.log.at(-1)).toBe('rejected whatsapp=false initiated=true');
  });

  it('with ckyc=true shows the CKYC number 1.5 s after the approval', async () => {
    const stubs: Stubs = { log: [], ckyc: { message: 'ok', ckycId: '50012345678901' } };
    renderFlow(stubs, '?ckyc=true&origin=lender');
    await verifyOtp();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('status')).textContent).toBe('Recording your decision…');
    expect((await screen.findByTestId('ckyc-number', {}, { timeout: 3000 })).textContent).toBe('50012345678901');
  });

  it('a reopened link shows the OTP box for the earlier code and counts down to Resend OTP', async () => {
    const stubs: Stubs = { log: [], sentEarlier: true };
    renderFlow(stubs);
    expect((await screen.findByText(/a short while ago/)).textContent).toContain('+91 XXXXXX3210');
    expect(screen.getByLabelText('Enter 4 Digit OTP')).toBeTruthy();
    expect(screen.getByTestId('consent-resend-countdown').textContent).toBe('Resend OTP in 00:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  });

  it('a link that can no longer be used leaves for /expired-link with its status', async () => {
    const stubs: Stubs = { log: [], requestError: new ApiError('CONFLICT', 'Already approved', { httpStatus: 409, routeId: 'consentOtpSend', consentStatus: 'approved' }) };
    renderFlow(stubs);
    await waitFor(() => expect(stubs.log).toContain('navigate /expired-link?consent=approved'));
    expect(screen.getByTestId('consent-heading').textContent).toBe('Whoops! Link Expired');
  });
});

describe('consent actors', () => {
  it('CONSENT-006: a send refused for the wait between codes answers with the earlier code and the wait', async () => {
    const client = {
      consentOtpSend: vi.fn().mockRejectedValue(new ApiError('RATE_LIMITED', 'Please wait 24 seconds', { httpStatus: 429, routeId: 'consentOtpSend', retryAfterSeconds: 24 })),
      consentGet: vi.fn().mockResolvedValue({ data: { maskedMobile: 'XXXXXX3210', referenceId: 'CNS-3001' } }),
    };
    const actors = consentOtpCalls(client as never);
    const { createActor, toPromise } = await import('xstate');
    const first = { subject: 't'.repeat(20), referenceId: null, retries: 1 };
    const sent = await toPromise(createActor(actors.sendOtp, { input: first }).start());
    expect(sent).toEqual({ mobile: 'XXXXXX3210', referenceId: 'CNS-3001', resendAfterSeconds: 24, sentEarlier: true });

    const offline = { ...client, consentOtpSend: vi.fn().mockRejectedValue(new Error('offline')) };
    const failed = createActor(consentOtpCalls(offline as never).sendOtp, { input: first });
    await expect(toPromise(failed.start())).rejects.toThrow('offline');
  });

  it('answers the CKYC 404 as "No record found!" and passes the client’s errors on', async () => {
    const notFound = new ApiError('NOT_FOUND', 'No record found!', { httpStatus: 404, routeId: 'ckycStatus' });
    const client = {
      consentOtpSend: vi.fn(),
      consentOtpVerify: vi.fn(),
      consentDecision: vi.fn().mockRejectedValue(new ApiError('CONFLICT', 'Already decided', { httpStatus: 409, routeId: 'consentDecision', consentStatus: 'rejected' })),
      ckycStatus: vi.fn().mockRejectedValue(notFound),
    };
    const actors = consentActors(client as never, () => undefined);
    const { createActor, toPromise } = await import('xstate');
    const ckyc = await toPromise(createActor(actors.fetchCkycStatus, { input: { referenceId: 'ref-1', origin: 'lender' } }).start());
    expect(ckyc).toEqual({ message: 'No record found!', ckycId: null });
    const submit = createActor(actors.submitConsent, { input: { token: 't'.repeat(20), status: 'approved', extraInfo: { whatsappOptIn: true, loanInitiatedChecked: true, ckyc: false } } });
    await act(async () => {
      await expect(toPromise(submit.start())).rejects.toMatchObject({ consentStatus: 'rejected' });
    });
  });
});
