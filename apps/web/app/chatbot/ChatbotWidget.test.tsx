import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatCalls } from './chat-actors.ts';
import { ChatbotWidget, type ChatOpenReason } from './ChatbotWidget.tsx';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** A chunk the test lets through when it wants, to watch the answer grow. */
interface Gate {
  readonly release: () => void;
  readonly passed: Promise<void>;
}

function gate(): Gate {
  let release = () => undefined as void;
  const passed = new Promise<void>((resolve) => (release = resolve));
  return { release, passed };
}

interface FakeServer {
  readonly client: ChatCalls;
  readonly calls: string[];
  /** One gate per chunk of the next answer, then one for the done line. */
  answer(chunks: readonly string[]): Gate[];
}

function fakeServer(options: { readonly otp?: string; readonly askFails?: boolean } = {}): FakeServer {
  const calls: string[] = [];
  let pending: { chunks: readonly string[]; gates: Gate[] } = { chunks: [], gates: [] };
  const client: ChatCalls = {
    chatbotSendOtp: async ({ body }) => {
      calls.push(`send-otp ${body.mobile} retries=${body.retries ?? 1} ref=${body.referenceId ?? '-'}`);
      return { data: { referenceId: `ref-${calls.length}`, resendAfterSeconds: 30, expiresInSeconds: 300 }, message: 'OTP sent' };
    },
    chatbotVerifyOtp: async ({ body }) => {
      calls.push(`verify ${body.value.otp} ${body.referenceId}`);
      if (body.value.otp !== (options.otp ?? '4321')) throw new Error('The OTP you have entered is incorrect');
      return { data: { status: true, validForSeconds: 600 }, message: 'Verified' };
    },
    createLead: async ({ body }) => {
      calls.push(`lead ${body.productsId}/${body.vendorsId} ${body.name} ${body.personalEmail ?? ''} ${body.mobile} ${body.referenceId}`);
      return {
        data: {
          leadsId: 'lead-7',
          productsId: body.productsId,
          vendorsId: body.vendorsId,
          mobile: body.mobile,
          name: body.name,
          personalEmail: body.personalEmail ?? null,
          utmSource: null,
          status: 'active',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
        message: 'Created',
      };
    },
    chatbotAsk: async ({ body }, callOptions) => {
      calls.push(`ask "${body.question}" thread=${body.thread_id ?? '-'} lead=${body.leads_id ?? '-'}`);
      if (options.askFails) throw new Error('stream broke');
      const { chunks, gates } = pending;
      let text = '';
      for (const [index, chunk] of chunks.entries()) {
        await gates[index]!.passed;
        text += chunk;
        callOptions?.onChunk?.(chunk, text);
      }
      await gates[chunks.length]!.passed;
      return { text, threadId: 'thread-1' };
    },
    chatbotFeedback: async ({ body }) => {
      calls.push(`feedback ${body.user.feedback}`);
      return { data: { feedbackId: 'f-1' }, message: 'Thanks' };
    },
  };
  return {
    client,
    calls,
    answer(chunks) {
      pending = { chunks, gates: [...chunks, 'done'].map(() => gate()) };
      return pending.gates;
    },
  };
}

function renderWidget(server: FakeServer, openedBy: ChatOpenReason = 'visitor', path = '/') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ChatbotWidget openedBy={openedBy} client={server.client} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

const DEMO = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876501234', otp: '4321' };

async function fillDetails(dialog: HTMLElement, otp = DEMO.otp) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start chat' }));
  const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Start chatting' });
  expect(submit.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: DEMO.name } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: DEMO.email } });
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: DEMO.mobile } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  const otpField = await within(dialog).findByLabelText('Enter 4 Digit OTP');
  expect(within(dialog).getByRole('status').textContent).toBe('OTP sent to your mobile number.');
  fireEvent.change(otpField, { target: { value: otp } });
  expect(submit.disabled).toBe(false);
  fireEvent.click(submit);
}

function botMessages(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('[data-sender="bot"]')];
}

describe('chatbot widget', () => {
  it('CHATBOT-002, CHATBOT-004: details with OTP make a lead, then an answer streams into one bot message ending with its source link', async () => {
    const server = fakeServer();
    renderWidget(server);
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    // Opened by the visitor: focus moves into the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Rinn Assistant' }));

    await fillDetails(dialog);
    const log = await within(dialog).findByRole('log', { name: 'Conversation' });
    const question = within(dialog).getByLabelText('Type your question');
    expect(document.activeElement).toBe(question);

    const gates = server.answer(['An EMI is a fixed monthly payment', ' covering interest and principal. ', 'Source: [EMI FAQs](/resources/faq)']);
    fireEvent.change(question, { target: { value: 'How is the EMI calculated?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await within(log).findByText('How is the EMI calculated?');
    expect(log.getAttribute('aria-busy')).toBe('true');
    expect(within(log).getByText('Rinn Assistant is typing…')).toBeTruthy();

    const seen: string[] = [];
    for (const chunkGate of gates.slice(0, -1)) {
      await act(async () => chunkGate.release());
      await waitFor(() => expect(botMessages(dialog)[0]!.textContent).not.toBe(seen.at(-1) ?? ''));
      seen.push(botMessages(dialog)[0]!.textContent ?? '');
    }
    // One bot message whose text grew with every chunk.
    expect(botMessages(dialog)).toHaveLength(1);
    expect(seen[0]).toContain('An EMI is a fixed monthly payment');
    expect(seen[1]!.length).toBeGreaterThan(seen[0]!.length);
    expect(seen[2]!.length).toBeGreaterThan(seen[1]!.length);
    const source = within(botMessages(dialog)[0]!).getByRole('link', { name: 'EMI FAQs' });
    expect(source.getAttribute('href')).toBe('/resources/faq');

    await act(async () => gates.at(-1)!.release());
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'));

    // The next question continues the thread the first answer started.
    server.answer(['Yes.']).forEach((next) => next.release());
    fireEvent.change(question, { target: { value: 'Can I prepay my loan?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(botMessages(dialog)).toHaveLength(2));

    expect(server.calls).toEqual([
      `send-otp ${DEMO.mobile} retries=1 ref=-`,
      'verify 4321 ref-1',
      `lead 26/5 ${DEMO.name} ${DEMO.email} ${DEMO.mobile} ref-1`,
      'ask "How is the EMI calculated?" thread=- lead=lead-7',
      'ask "Can I prepay my loan?" thread=thread-1 lead=lead-7',
    ]);
  });

  it('CHATBOT-002: a refused OTP keeps the form with the message; a resend to the same mobile carries the reference and the next retry', async () => {
    const server = fakeServer();
    renderWidget(server);
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    await fillDetails(dialog, '1111');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The OTP you have entered is incorrect'));
    expect(within(dialog).queryByRole('log')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(server.calls).toContain(`send-otp ${DEMO.mobile} retries=2 ref=ref-1`));
  });

  it('CHATBOT-003: a question breaking the §5 rules is refused with its message and not sent', async () => {
    const server = fakeServer();
    renderWidget(server);
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    await fillDetails(dialog);
    const question = await within(dialog).findByLabelText('Type your question');
    expect(question.getAttribute('maxlength')).toBe('255');
    fireEvent.change(question, { target: { value: 'EMI' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = within(dialog).getAllByRole('alert').find((element) => element.textContent !== '');
    expect(alert?.textContent).toBe('Your question seems too short. Could you please provide more details?');
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.some((call) => call.startsWith('ask'))).toBe(false);
  });

  it('CHATBOT-005, CHATBOT-010: a failed answer says so, and the transcript stays with its closing line until closed', async () => {
    const server = fakeServer({ askFails: true });
    renderWidget(server);
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    await fillDetails(dialog);
    fireEvent.change(await within(dialog).findByLabelText('Type your question'), { target: { value: 'What documents do I need?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('An error occurred while processing your request.')).toBeTruthy();
    expect(within(dialog).getByTestId('chat-ended').textContent).toBe('This conversation has been closed');
    expect(within(dialog).queryByLabelText('Type your question')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Minimise chat' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(await screen.findByRole('link', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CHATBOT-009: minimising keeps what was typed, Escape minimises, focus returns to the launcher, and closing is remembered', async () => {
    const server = fakeServer();
    renderWidget(server);
    let dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    const name = within(dialog).getByLabelText('Full name');
    name.focus();
    fireEvent.change(name, { target: { value: DEMO.name } });
    fireEvent.keyDown(name, { key: 'Escape' });

    const launcher = await screen.findByRole('link', { name: 'Chat with us' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher));

    fireEvent.click(launcher);
    dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Full name').value).toBe(DEMO.name);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Rinn Assistant' })));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Chat with us' })));
    expect(window.sessionStorage.getItem('rinn.chat.dismissed')).toBe('1');
  });

  it('CHATBOT-001: opened by page inactivity it shows without taking focus from the page', async () => {
    const server = fakeServer();
    renderWidget(server, 'inactivity');
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    expect(dialog.contains(document.activeElement)).toBe(false);
  });

  it('speaks Hindi on Hindi pages', async () => {
    renderWidget(fakeServer(), 'visitor', '/hi/two-wheeler-loan');
    const dialog = await screen.findByRole('dialog', { name: 'Rinn सहायक' });
    expect(within(dialog).getByRole('button', { name: 'चैट शुरू करें' })).toBeTruthy();
  });

  it('CHATBOT-013, CHATBOT-014: greets with suggestions, a suggestion asks itself, and the next page carries the conversation on', async () => {
    const server = fakeServer();
    const first = renderWidget(server);
    const dialog = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    await fillDetails(dialog);
    const log = await within(dialog).findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(/^Hello! I am the Rinn Assistant/)).toBeTruthy();
    const suggestions = within(dialog).getByRole('list', { name: 'Suggested questions' });
    const gates = server.answer(['Salaried. PAN card. RC and insurance copy of the car.']);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'What documents do I need for a used car loan?' }));
    for (const answerGate of gates) await act(async () => answerGate.release());
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'));
    expect(server.calls.at(-1)).toBe('ask "What documents do I need for a used car loan?" thread=- lead=lead-7');
    expect(within(dialog).queryByRole('list', { name: 'Suggested questions' })).toBeNull();
    first.unmount();

    // The next page: the widget starts from the stored transcript and opens on the conversation.
    renderWidget(server, 'restored');
    const again = await screen.findByRole('dialog', { name: 'Rinn Assistant' });
    const restoredLog = within(again).getByRole('log', { name: 'Conversation' });
    expect(within(restoredLog).getByText('What documents do I need for a used car loan?')).toBeTruthy();
    expect(within(restoredLog).getByText('Salaried. PAN card. RC and insurance copy of the car.')).toBeTruthy();
    // Opened by itself, it does not take the focus from the page.
    expect(again.contains(document.activeElement)).toBe(false);
  });
});
