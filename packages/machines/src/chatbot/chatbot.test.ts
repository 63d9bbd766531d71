import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { CHAT_MESSAGES, CHAT_QUESTION_LIMITS, CHATBOT_TIMINGS, validateChatQuestion } from '@rinn/rules';
import { CHATBOT_EMAIL_INVALID, CHATBOT_OTP_INVALID, REQUIRED, MOBILE_INVALID, NAME_INVALID } from '@rinn/validation';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { CHAT_TEXTS } from '../messages.js';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectChatbot } from './chatbot.connect.js';
import type { OtpSendRequest, OtpSent, OtpVerifyRequest } from '../otp/otp.types.js';
import { chatbotMachine, chatOtpMachine } from './chatbot.machine.js';
import type { ChatAnswerEvent, ChatEnded, ChatFeedback, ChatLead, ChatLeadRequest, ChatOtpResult, ChatQuestion } from './chatbot.types.js';
import { inEnglish } from '../testing/in-english.js';

const T = CHATBOT_TIMINGS;

function start() {
  const clock = new SimulatedClock();
  const sendOtp = controlledActor<OtpSent, OtpSendRequest>();
  const verifyOtp = controlledActor<ChatOtpResult, OtpVerifyRequest>();
  const createLead = controlledActor<ChatLead, ChatLeadRequest>();
  const feedback = controlledActor<void, ChatFeedback>();
  const ended = controlledActor<void, ChatEnded>();
  const streams: Array<{ input: ChatQuestion; reply: (event: ChatAnswerEvent) => void }> = [];
  const machine = chatbotMachine.provide({
    actors: {
      otp: chatOtpMachine.provide({ actors: { sendOtp: sendOtp.logic, verifyOtp: verifyOtp.logic } }),
      createChatLead: createLead.logic,
      askQuestion: fromCallback<EventObject, ChatQuestion>(({ input, sendBack }) => {
        streams.push({ input, reply: sendBack });
      }),
      sendChatFeedback: feedback.logic,
      notifyChatEnded: ended.logic,
    },
  });
  const actor = createActor(machine, { input: { now: () => clock.now() }, clock }).start();
  const api = () => connectChatbot(actor.getSnapshot(), (event) => actor.send(event));
  const reachChat = async () => {
    api().getLauncherProps().onClick();
    api().getStartProps().onClick();
    api().detailsField('name').onChange('Asha Rao');
    api().detailsField('email').onChange('asha@example.in');
    api().detailsField('mobile').onChange('9876543210');
    api().getSendOtpProps().onClick();
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    api().detailsField('otp').onChange('1234');
    api().getDetailsSubmitProps().onClick();
    verifyOtp.resolve({ verified: true });
    await flushPromises();
    createLead.resolve({ leadId: 'lead-7' });
    await flushPromises();
  };
  const ask = (text: string) => {
    api().getQuestionInputProps().onChange(text);
    api().getQuestionInputProps().onKeyDown('Enter');
  };
  return { clock, actor, api, sendOtp, verifyOtp, createLead, feedback, ended, streams, reachChat, ask };
}

describe('chatbot machine', () => {
  it('CHATBOT-001: opens by itself at 30 s of page inactivity, not at 29.999 s', () => {
    const { clock, api } = start();
    clock.increment(T.pageInactivityOpenMs - 1);
    expect(api().view).toBe('closed');
    clock.increment(1);
    expect(api().view).toBe('welcome');
    expect(api().messages).toEqual([]);
  });

  it('CHATBOT-001: activity restarts the wait, a focused input holds it, and a closed chat stays closed', () => {
    const { clock, api } = start();
    clock.increment(20_000);
    api().page.onActivity();
    clock.increment(T.pageInactivityOpenMs - 1);
    expect(api().view).toBe('closed');
    api().page.onInputFocus();
    clock.increment(120_000);
    expect(api().view).toBe('closed');
    api().page.onInputBlur();
    clock.increment(T.pageInactivityOpenMs);
    expect(api().view).toBe('welcome');
    api().getCloseProps().onClick();
    clock.increment(10 * T.pageInactivityOpenMs);
    expect(api().view).toBe('closed');
  });

  it('CHATBOT-002: submit stays disabled until all details and the consent box (checked by default) are there', async () => {
    const { api, sendOtp, verifyOtp, createLead } = start();
    api().getLauncherProps().onClick();
    api().getStartProps().onClick();
    expect(api()).toMatchObject({ view: 'details', consentChecked: true, canSubmitDetails: false });
    api().detailsField('name').onChange('R2');
    api().detailsField('email').onChange('asha@');
    api().detailsField('mobile').onChange('98765 43210');
    expect(api().detailsField('mobile').value).toBe('9876543210');
    api().getSendOtpProps().onClick();
    expect(api().isBusy).toBe(true);
    sendOtp.reject(new Error('OTP limit reached'));
    await flushPromises();
    expect(api().detailsError).toBe('OTP limit reached');
    api().getSendOtpProps().onClick();
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    expect(api().otpSent).toBe(true);
    api().detailsField('otp').onChange('12');
    api().getConsentProps().onChange();
    expect(api().canSubmitDetails).toBe(false);
    api().getConsentProps().onChange();
    expect(api().getDetailsSubmitProps().disabled).toBe(false);
    api().getDetailsSubmitProps().onClick();
    expect({
      name: inEnglish(api().detailsField('name').error),
      email: inEnglish(api().detailsField('email').error),
      otp: inEnglish(api().detailsField('otp').error),
      mobile: inEnglish(api().detailsField('mobile').error),
    }).toEqual({ name: NAME_INVALID, email: CHATBOT_EMAIL_INVALID, otp: CHATBOT_OTP_INVALID, mobile: null });
    expect(verifyOtp.calls).toEqual([]);
    api().detailsField('name').onChange('Asha Rao');
    api().detailsField('email').onChange('asha@example.in');
    api().detailsField('otp').onChange('1234');
    api().getDetailsSubmitProps().onClick();
    expect(verifyOtp.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-1' }]);
    verifyOtp.resolve({ verified: false });
    await flushPromises();
    expect(inEnglish(api().detailsField('otp').error)).toBe(CHATBOT_OTP_INVALID);
    api().getDetailsSubmitProps().onClick();
    verifyOtp.reject(new Error('Server busy'));
    await flushPromises();
    expect(api().detailsError).toBe('Server busy');
    api().getDetailsSubmitProps().onClick();
    verifyOtp.resolve({ verified: true });
    await flushPromises();
    expect(createLead.calls).toEqual([{ name: 'Asha Rao', personalEmail: 'asha@example.in', mobile: '9876543210', referenceId: 'ref-1' }]);
    createLead.reject(new Error('Lead failed'));
    await flushPromises();
    expect(api()).toMatchObject({ view: 'details', detailsError: 'Lead failed' });
    // The code is verified already: submitting again creates the lead without checking it twice.
    api().getDetailsSubmitProps().onClick();
    expect(verifyOtp.calls).toHaveLength(3);
    expect(createLead.calls).toHaveLength(2);
    createLead.resolve({ leadId: 'lead-7' });
    await flushPromises();
    expect(api().view).toBe('chat');
  });

  it('CHATBOT-011: each details field shows its message once left, before any submit', () => {
    const { api } = start();
    api().getLauncherProps().onClick();
    api().getStartProps().onClick();
    const errors = () => (['name', 'email', 'mobile'] as const).map((field) => inEnglish(api().detailsField(field).error));
    expect(errors()).toEqual([null, null, null]);
    api().detailsField('name').onLeave();
    expect(inEnglish(api().detailsField('name').error)).toBe(REQUIRED);
    api().detailsField('name').onChange('R2');
    expect(inEnglish(api().detailsField('name').error)).toBe(NAME_INVALID);
    api().detailsField('email').onChange('asha@');
    expect(api().detailsField('email').error).toBeNull();
    api().detailsField('email').onLeave();
    api().detailsField('mobile').onChange('98765');
    api().detailsField('mobile').onLeave();
    expect(errors()).toEqual([NAME_INVALID, CHATBOT_EMAIL_INVALID, MOBILE_INVALID]);
    api().detailsField('name').onChange('Asha Rao');
    api().detailsField('email').onChange('asha@example.in');
    api().detailsField('mobile').onChange('9876543210');
    expect(errors()).toEqual([null, null, null]);
  });

  it('CHATBOT-012: a refused code says so at the OTP field until the code changes, and the form stays for another try', async () => {
    const { api, sendOtp, verifyOtp, createLead } = start();
    api().getLauncherProps().onClick();
    api().getStartProps().onClick();
    api().detailsField('name').onChange('Asha Rao');
    api().detailsField('email').onChange('asha@example.in');
    api().detailsField('mobile').onChange('9876543210');
    api().getSendOtpProps().onClick();
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    api().detailsField('otp').onChange('1111');
    expect(api().detailsField('otp').error).toBeNull();
    api().getDetailsSubmitProps().onClick();
    verifyOtp.resolve({ verified: false });
    await flushPromises();
    expect(api()).toMatchObject({ view: 'details', detailsError: null, canSubmitDetails: true });
    expect(inEnglish(api().detailsField('otp').error)).toBe(CHATBOT_OTP_INVALID);
    api().detailsField('otp').onChange('123');
    expect(inEnglish(api().detailsField('otp').error)).toBe(CHATBOT_OTP_INVALID);
    api().detailsField('otp').onChange('1234');
    expect(api().detailsField('otp').error).toBeNull();
    api().getDetailsSubmitProps().onClick();
    verifyOtp.resolve({ verified: true });
    await flushPromises();
    createLead.resolve({ leadId: 'lead-7' });
    await flushPromises();
    expect(api().view).toBe('chat');
  });

  it('CHATBOT-013: suggestions are offered until the first question; one asks itself under the §5 rule', async () => {
    const { api, streams, reachChat } = start();
    await reachChat();
    expect(api().offersSuggestions).toBe(true);
    api().getSuggestionProps('ab').onClick();
    expect(streams).toEqual([]);
    api().getSuggestionProps('What documents do I need for a used car loan?').onClick();
    expect(streams.map((stream) => stream.input)).toEqual([{ question: 'What documents do I need for a used car loan?', threadId: null, leadId: 'lead-7' }]);
    expect(api().offersSuggestions).toBe(false);
    streams[0]!.reply({ type: 'ANSWER.CHUNK', text: 'PAN, RC and insurance.' });
    streams[0]!.reply({ type: 'ANSWER.DONE', threadId: 'thread-1' });
    expect(api().messages.map((message) => [message.sender, message.text])).toEqual([
      ['user', 'What documents do I need for a used car loan?'],
      ['bot', 'PAN, RC and insurance.'],
    ]);
    expect(api().offersSuggestions).toBe(false);
  });

  it('CHATBOT-014: the transcript keeps finished messages only, and a chat started from it opens on them', async () => {
    const first = start();
    expect(first.api().transcript).toBeNull();
    await first.reachChat();
    first.ask('How is the EMI calculated?');
    first.streams[0]!.reply({ type: 'ANSWER.CHUNK', text: 'Monthly.' });
    first.streams[0]!.reply({ type: 'ANSWER.DONE', threadId: 'thread-1' });
    first.ask('What is a credit score?');
    first.streams[1]!.reply({ type: 'ANSWER.CHUNK', text: 'A num' });
    const transcript = first.api().transcript;
    expect(transcript).toMatchObject({ leadId: 'lead-7', threadId: 'thread-1', open: true });
    expect(transcript?.messages.map((message) => message.text)).toEqual(['How is the EMI calculated?', 'Monthly.']);
    first.api().getMinimiseProps().onClick();
    expect(first.api().transcript?.open).toBe(false);

    const clock = new SimulatedClock();
    const streams: ChatQuestion[] = [];
    const machine = chatbotMachine.provide({
      actors: { askQuestion: fromCallback<EventObject, ChatQuestion>(({ input }) => void streams.push(input)) },
    });
    const next = createActor(machine, { input: { now: () => clock.now(), restored: transcript }, clock }).start();
    const api = () => connectChatbot(next.getSnapshot(), (event) => next.send(event));
    expect(api().view).toBe('closed');
    api().getLauncherProps().onClick();
    expect(api()).toMatchObject({ view: 'chat', messages: transcript?.messages, offersSuggestions: false });
    api().getQuestionInputProps().onChange('What is a credit score?');
    api().getAskProps().onClick();
    expect(streams).toEqual([{ question: 'What is a credit score?', threadId: 'thread-1', leadId: 'lead-7' }]);
    expect(api().messages.map((message) => message.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('CHATBOT-003: questions follow §5 and the input holds at most 255 characters', async () => {
    const { api, streams, reachChat, ask } = start();
    await reachChat();
    ask('   ');
    expect(api().questionError).toBe('empty');
    expect(CHAT_MESSAGES.empty).toBe('Please type a valid question.');
    ask('EMI');
    expect(api().questionError).toBe('tooShort');
    ask('1234 5678');
    expect(api().questionError).toBe('notSpecific');
    api().getQuestionInputProps().onChange('a'.repeat(300));
    expect(api().question).toHaveLength(CHAT_QUESTION_LIMITS.inputCap);
    expect(api().getQuestionInputProps().maxLength).toBe(255);
    expect(streams).toHaveLength(0);
    ask('yes');
    expect(streams).toHaveLength(1);
  });

  /** An actor already in the chat (a lead exists), with inert effects. */
  function chatting(askQuestion = fromCallback<EventObject, ChatQuestion>(() => undefined)) {
    const machine = chatbotMachine.provide({ actors: { askQuestion } });
    const fresh = createActor(machine, { input: { now: () => 0 } }).getSnapshot().context;
    return createActor(machine, {
      input: { now: () => 0 },
      snapshot: machine.resolveState({ value: { open: { chat: 'awaitingQuestion' } }, context: { ...fresh, leadId: 'lead' } }),
    }).start();
  }

  test.prop([fc.string({ maxLength: 300 })])('CHATBOT-003: any typed question is asked exactly when the §5 rule accepts its first 255 characters', (typed) => {
    const actor = chatting();
    actor.send({ type: 'QUESTION.CHANGE', text: typed });
    actor.send({ type: 'QUESTION.SUBMIT' });
    const capped = Array.from(typed).slice(0, 255).join('');
    expect(actor.getSnapshot().matches({ open: { chat: 'answering' } })).toBe(validateChatQuestion(capped).ok);
  });

  it('CHATBOT-004: streamed chunks build one bot message, and the thread carries on', async () => {
    const { api, streams, reachChat, ask } = start();
    await reachChat();
    ask('What is an EMI?');
    expect(api()).toMatchObject({ isAnswering: true, question: '' });
    expect(api().getAskProps().disabled).toBe(true);
    expect(streams[0]!.input).toEqual({ question: 'What is an EMI?', threadId: null, leadId: 'lead-7' });
    streams[0]!.reply({ type: 'ANSWER.CHUNK', text: 'An EMI is ' });
    streams[0]!.reply({ type: 'ANSWER.CHUNK', text: 'a monthly instalment.' });
    streams[0]!.reply({ type: 'ANSWER.DONE', threadId: 'thread-1' });
    const texts = api().messages.map((message) => [message.sender, message.text]);
    expect(texts.slice(-2)).toEqual([['user', 'What is an EMI?'], ['bot', 'An EMI is a monthly instalment.']]);
    expect(new Set(api().messages.map((message) => message.id)).size).toBe(api().messages.length);
    ask('And the interest rate?');
    expect(streams[1]!.input.threadId).toBe('thread-1');
  });

  it('CHATBOT-005: no full answer in 25 s (not at 24.999 s) gives the §8 texts and closes', async () => {
    const { clock, api, streams, reachChat, ask } = start();
    await reachChat();
    ask('What is an EMI?');
    streams[0]!.reply({ type: 'ANSWER.CHUNK', text: 'An EMI' });
    clock.increment(T.replyTimeoutMs - 1);
    expect(api().isAnswering).toBe(true);
    clock.increment(1);
    expect(api()).toMatchObject({ view: 'closed', closingNotice: 'delays' });
    expect(CHAT_TEXTS.delays).toBe('We’re experiencing some delays. Please try again in a moment.');
    expect(api().messages.at(-1)!.text).toBe('Sorry, the request is taking longer than expected. Please try again.');
    expect(api().messages.at(-1)!.code).toBe('timeout');
  });

  it('CHATBOT-005: any other failure says so and closes', async () => {
    const { api, streams, reachChat, ask } = start();
    await reachChat();
    ask('What is an EMI?');
    streams[0]!.reply({ type: 'ANSWER.FAILED' });
    expect(api()).toMatchObject({ view: 'closed', closingNotice: null });
    expect(api().messages.at(-1)!.text).toBe('An error occurred while processing your request.');

    const actor = chatting(fromCallback<EventObject, ChatQuestion>(() => {
      throw new Error('Stream not supported');
    }));
    actor.send({ type: 'QUESTION.CHANGE', text: 'What is an EMI?' });
    actor.send({ type: 'QUESTION.SUBMIT' });
    expect(actor.getSnapshot().matches({ closed: 'ending' })).toBe(true);
    expect(actor.getSnapshot().context.messages.at(-1)!.text).toBe(CHAT_TEXTS.failed);
  });

  it('CHATBOT-006: 120 s idle in the chat (not 119.999 s) asks for anything else; Yes resumes', async () => {
    const { clock, api, reachChat } = start();
    await reachChat();
    clock.increment(T.inChatPromptMs - 1);
    expect(api().prompt).toBeNull();
    clock.increment(1);
    expect(api().prompt).toBe('anythingElse');
    expect(api().messages.at(-1)!.text).toBe(CHAT_TEXTS.anythingElse);
    api().getYesProps().onClick();
    expect(api().prompt).toBeNull();
    clock.increment(100_000);
    api().getQuestionInputProps().onChange('typing');
    clock.increment(T.inChatPromptMs - 1);
    expect(api().prompt).toBeNull();
  });

  it('CHATBOT-006: No then Yes thanks, sends the feedback and closes', async () => {
    const { clock, api, feedback, reachChat } = start();
    await reachChat();
    clock.increment(T.inChatPromptMs);
    api().getNoProps().onClick();
    expect(api().prompt).toBe('wasItHelpful');
    api().getYesProps().onClick();
    expect(feedback.calls).toEqual([{ leadId: 'lead-7', feedback: 'Yes' }]);
    feedback.resolve();
    await flushPromises();
    expect(api()).toMatchObject({ view: 'closed' });
    expect(api().messages.at(-1)!.text).toBe(CHAT_TEXTS.thanks);
  });

  it('CHATBOT-006: No then No takes a comment, thanks and closes', async () => {
    const { clock, api, feedback, reachChat } = start();
    await reachChat();
    clock.increment(T.inChatPromptMs);
    api().getNoProps().onClick();
    api().getNoProps().onClick();
    expect(api().prompt).toBe('feedback');
    clock.increment(10 * T.autoCloseMs);
    api().getFeedbackInputProps().onChange('Too slow');
    expect(api().feedbackComment).toBe('Too slow');
    api().getFeedbackSubmitProps().onClick();
    expect(feedback.calls).toEqual([{ leadId: 'lead-7', feedback: 'No', feedbackComment: 'Too slow' }]);
    feedback.reject(new Error('down'));
    await flushPromises();
    expect(api().view).toBe('closed');
    expect(api().messages.at(-1)!.text).toBe(CHAT_TEXTS.thanks);
  });

  it('CHATBOT-007: no answer 60 s after either question (not 59.999 s) says the visitor is away and closes', async () => {
    for (const answerFirst of [false, true]) {
      const { clock, api, reachChat } = start();
      await reachChat();
      clock.increment(T.inChatPromptMs);
      if (answerFirst) api().getNoProps().onClick();
      clock.increment(T.autoCloseMs - 1);
      expect(api().view).toBe('chat');
      clock.increment(1);
      expect(api().view).toBe('closed');
      expect(api().messages.at(-1)!.text).toBe(CHAT_TEXTS.away);
    }
  });

  it('CHATBOT-008: the chat-end callback runs 60 s after an ending (not 59.999 s), not when reopened', async () => {
    const { clock, api, ended, reachChat } = start();
    await reachChat();
    api().getCloseProps().onClick();
    clock.increment(T.chatEndCallbackMs - 1);
    expect(ended.calls).toEqual([]);
    clock.increment(1);
    expect(ended.calls).toEqual([{ leadId: 'lead-7', threadId: null, ending: 'closed' }]);
    ended.resolve();
    await flushPromises();
    api().getLauncherProps().onClick();
    expect(api().view).toBe('chat');
    clock.increment(T.inChatPromptMs + T.autoCloseMs);
    api().getLauncherProps().onClick();
    clock.increment(T.chatEndCallbackMs);
    expect(ended.calls).toHaveLength(1);
  });

  it('CHATBOT-009: minimise keeps the chat, the launcher restores it, and close without a chat just closes', () => {
    const { clock, api, ended } = start();
    api().getLauncherProps().onClick();
    api().getMinimiseProps().onClick();
    expect(api()).toMatchObject({ view: 'welcome', isMinimised: true });
    api().getLauncherProps().onClick();
    expect(api().isMinimised).toBe(false);
    api().getCloseProps().onClick();
    clock.increment(T.chatEndCallbackMs);
    expect(api().view).toBe('closed');
    expect(ended.calls).toEqual([]);
  });

  it('CHATBOT-010: a chat that ended by itself stays on screen with its closing line until closed or reopened', async () => {
    const timedOut = start();
    await timedOut.reachChat();
    timedOut.ask('What is an EMI?');
    timedOut.clock.increment(T.replyTimeoutMs);
    expect(timedOut.api().ended).toEqual({ notice: 'delays' });
    timedOut.api().getCloseProps().onClick();
    expect(timedOut.api()).toMatchObject({ view: 'closed', ended: null });
    // Hiding the transcript does not cancel the chat-end callback.
    timedOut.clock.increment(T.chatEndCallbackMs);
    expect(timedOut.ended.calls).toEqual([{ leadId: 'lead-7', threadId: null, ending: 'timeout' }]);

    const failed = start();
    await failed.reachChat();
    failed.ask('What is an EMI?');
    failed.streams[0]!.reply({ type: 'ANSWER.FAILED' });
    expect(failed.api().ended).toEqual({ notice: 'closed' });
    failed.api().getLauncherProps().onClick();
    expect(failed.api()).toMatchObject({ view: 'chat', ended: null });

    const closedByVisitor = start();
    await closedByVisitor.reachChat();
    closedByVisitor.api().getCloseProps().onClick();
    expect(closedByVisitor.api()).toMatchObject({ view: 'closed', ended: null });
    expect(closedByVisitor.api().ended).toBeNull();
  });

  describe('every shortest path', () => {
    const filled = (value: string) => value !== '';
    const cases = shortestPathCases(chatbotMachine, {
      input: { now: () => 0 },
      events: [
        { type: 'DETAILS.CHANGE', field: 'name', value: 'Asha' },
        { type: 'DETAILS.CHANGE', field: 'email', value: 'a@b.in' },
        { type: 'DETAILS.CHANGE', field: 'mobile', value: '9876543210' },
        { type: 'DETAILS.CHANGE', field: 'otp', value: '1234' },
        { type: 'DETAILS.LEAVE', field: 'name' },
        { type: 'QUESTION.ASK', text: 'What is a credit score?' },
        { type: 'QUESTION.CHANGE', text: 'What is an EMI?' },
        { type: 'FEEDBACK.CHANGE', text: 'ok' },
        { type: 'ANSWER.CHUNK', text: 'x' },
        { type: 'ANSWER.DONE', threadId: 't' },
        { type: 'OTP.SEND' },
        // The OTP child's own states are walked by otp.test.ts; here it ends verified or unsent, or reports.
        { type: 'xstate.done.actor.otp', output: { status: 'verified', referenceId: 'r', retries: 1, sent: { referenceId: 'r' }, result: { verified: true } } },
        { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'OTP limit reached', failure: null } },
        { type: 'OTP.FAILED', during: 'verify', error: 'Server busy', failure: new Error('Server busy') },
        { type: 'xstate.done.actor.createChatLead', output: { leadId: 'l' } },
      ],
      // The transcript grows without bound; the graph needs only what guards and screens read.
      serializeState: (snapshot) => {
        const { context } = snapshot;
        return JSON.stringify({
          value: snapshot.value,
          details: Object.entries(context.details).filter(([, value]) => filled(value)).map(([key]) => key),
          consent: context.consentChecked,
          submitted: context.detailsSubmitted,
          detailsError: context.detailsError !== null,
          lead: context.leadId !== null,
          thread: context.threadId !== null,
          question: context.question,
          questionError: context.questionError !== null,
          feedback: filled(context.feedbackComment),
          minimised: context.minimised,
          ending: context.ending,
        });
      },
      check: (snapshot) => {
        const view = connectChatbot(snapshot, () => undefined);
        if (view.prompt !== null || view.isAnswering) expect(view.view).toBe('chat');
        if (view.view === 'chat') expect(snapshot.context.leadId).not.toBeNull();
        expect(new Set(view.messages.map((message) => message.id)).size).toBe(view.messages.length);
      },
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
