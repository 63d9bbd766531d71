import { contactOtpMachine, type ContactMessage, type ContactOtpResult, type ContactTicket, type OtpSendRequest, type OtpSent, type OtpVerifyRequest } from '@rinn/machines';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ContactForm, type ContactActors } from './ContactForm.tsx';

afterEach(cleanup);

function stubActors(log: string[]): ContactActors {
  return {
    otp: contactOtpMachine.provide({
      actors: {
        sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
          log.push(`otp to ${input.subject}`);
          return { referenceId: 'ref-9' };
        }),
        verifyOtp: fromPromise<ContactOtpResult, OtpVerifyRequest>(async ({ input }) => ({ verified: input.otp === '4321' })),
      },
    }),
    sendContactEmail: fromPromise<ContactTicket, ContactMessage>(async ({ input }) => {
      log.push(`email from ${input.name} <${input.email}>`);
      return { ticketId: 'TCK-20261122-0001' };
    }),
  };
}

function renderForm(log: string[], path = '/contact-us') {
  const Stub = createRoutesStub([{ path, Component: () => <ContactForm actors={stubActors(log)} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

describe('contact form', () => {
  it('sends the OTP for a valid mobile, verifies 4 digits by itself, then sends the message', async () => {
    const log: string[] = [];
    renderForm(log);
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    const otp = await screen.findByLabelText('Enter 4 Digit OTP');
    fireEvent.change(otp, { target: { value: '4321' } });
    expect(await screen.findByText('Your Mobile number has been verified!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please call me about a used car loan.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('We have received your message'));
    expect(log).toEqual(['otp to 9876543210', 'email from Asha Rao <asha@example.com>']);
    // CONTACT-005: the ticket id is part of the confirmation, which takes the focus to be read out.
    const confirmation = screen.getByRole('status');
    expect(confirmation.textContent).toContain('Your ticket number: TCK-20261122-0001');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
  });

  it('shows the §5 message for a message that is too short once the field is left', async () => {
    renderForm([]);
    const message = await screen.findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'Hi' } });
    fireEvent.blur(message);
    expect(await screen.findByText('Write at least 10 characters in the message.')).toBeTruthy();
  });

  it('VAL-LOCALE-001: on a Hindi page the field messages and the wrong OTP message are in Hindi', async () => {
    renderForm([], '/hi/contact-us');
    const message = await screen.findByLabelText('संदेश');
    fireEvent.change(message, { target: { value: 'Hi' } });
    fireEvent.blur(message);
    expect(await screen.findByText('संदेश में कम से कम 10 अक्षर लिखें।')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '9876543210' } });
    const otp = await screen.findByLabelText('4 अंकों का ओटीपी डालें');
    fireEvent.change(otp, { target: { value: '1111' } });
    expect(await screen.findByText('आपका डाला गया ओटीपी ग़लत है')).toBeTruthy();
    expect(screen.queryByText('The OTP you have entered is incorrect')).toBeNull();
  });
});
