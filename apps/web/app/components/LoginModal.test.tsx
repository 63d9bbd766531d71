import { loginOtpMachine, type AuthSession, type NavigationTarget, type OtpSendRequest, type OtpSent, type OtpVerifyRequest } from '@rinn/machines';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { LoginModal, type LoginActors } from './LoginModal.tsx';

afterEach(cleanup);

function stubActors(log: string[]): LoginActors {
  return {
    otp: loginOtpMachine.provide({
      actors: {
        sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
          log.push(`send ${input.subject}`);
          return { referenceId: 'ref-1' };
        }),
        verifyOtp: fromPromise<AuthSession, OtpVerifyRequest>(async ({ input }) => {
          log.push(`verify ${input.otp} ${input.referenceId}`);
          if (input.otp !== '1234') throw new Error('Incorrect OTP');
          return { mobile: input.subject, accessToken: 'a', refreshToken: 'r', sessionToken: 's' };
        }),
      },
    }),
    storeSession: fromPromise<void, AuthSession>(async () => undefined),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      log.push(`navigate ${input.to}`);
    }),
  };
}

function renderModal(log: string[], path = '/', entry = '/?utm=x#myaccount') {
  const Stub = createRoutesStub([{ path, Component: () => <LoginModal actors={stubActors(log)} /> }]);
  return render(<Stub initialEntries={[entry]} />);
}

describe('login modal', () => {
  it('takes a valid mobile, then the OTP, and goes to the dashboard keeping the query', async () => {
    const log: string[] = [];
    renderModal(log);
    expect(await screen.findByRole('heading', { name: 'Hi, Welcome to Rinn' })).toBeTruthy();
    const getOtp = screen.getByRole<HTMLButtonElement>('button', { name: 'Get OTP' });
    expect(getOtp.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Enter Mobile Number'), { target: { value: '98765 43210' } });
    expect(getOtp.disabled).toBe(false);
    fireEvent.click(getOtp);

    const otp = await screen.findByLabelText('Enter 4 Digit OTP');
    expect(screen.getByText(/00:30/)).toBeTruthy();
    const proceed = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(proceed.disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '1234' } });
    expect(proceed.disabled).toBe(false);
    fireEvent.click(proceed);
    await waitFor(() => expect(log).toEqual(['send 9876543210', 'verify 1234 ref-1', 'navigate /dashboard?utm=x']));
  });

  it('LOGIN-006: opened on the Hindi credit-score check, it comes back to the check', async () => {
    const log: string[] = [];
    renderModal(log, '/hi/cibil-score-check', '/hi/cibil-score-check#myaccount');
    fireEvent.change(await screen.findByLabelText('मोबाइल नंबर डालें'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'ओटीपी पाएँ' }));
    fireEvent.change(await screen.findByLabelText('4 अंकों का ओटीपी डालें'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    await waitFor(() => expect(log).toEqual(['send 9876543210', 'verify 1234 ref-1', 'navigate /hi/cibil-score-check']));
  });

  it('shows the §5 message for an invalid mobile and keeps Get OTP disabled', async () => {
    renderModal([]);
    fireEvent.change(await screen.findByLabelText('Enter Mobile Number'), { target: { value: '12345' } });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get OTP' }).disabled).toBe(true);
  });

  it('links the consent line to the privacy policy and the terms', async () => {
    renderModal([]);
    expect((await screen.findByRole('link', { name: 'Privacy Policy' })).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
  });
});
