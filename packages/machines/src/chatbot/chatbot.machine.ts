import { capChatInput, CHATBOT_TIMINGS, validateChatQuestion } from '@rinn/rules';
import { canSendOtp, isBlank, normaliseMobile, validators, type FieldMessage, type ValidationResult } from '@rinn/validation';
import { and, assign, sendTo, setup, stateIn } from 'xstate';
import { createOtpMachine } from '../otp/otp.machine.js';
import { CHAT_TEXTS, type ChatTextCode } from '../messages.js';
import { errorMessage } from '../shared/error-message.js';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided.js';
import type {
  ChatbotContext,
  ChatbotEvent,
  ChatbotInput,
  ChatDetailsField,
  ChatEnded,
  ChatEnding,
  ChatFeedback,
  ChatLead,
  ChatLeadRequest,
  ChatMessage,
  ChatOtpResult,
  ChatQuestion,
} from './chatbot.types.js';

/**
 * The chatbot's OTP child: the shared OTP machine whose `verifyOtp` answers `{ verified }`. Send OTP
 * again for the same mobile is its resend (the same reference, one more retry). The app provides it
 * with the chatbot OTP calls: `chatOtpMachine.provide({ actors: { sendOtp, verifyOtp } })`.
 */
export const chatOtpMachine = createOtpMachine<ChatOtpResult>();

const CODE_SENT = stateIn({ open: { details: { code: 'sent' } } });
const CODE_VERIFIED = stateIn({ open: { details: { code: 'verified' } } });

const DETAIL_RULES: Record<ChatDetailsField, (value: string) => ValidationResult> = {
  name: validators.name,
  email: validators.chatbotEmail,
  mobile: validators.mobile,
  otp: validators.otp,
};

const DETAIL_FIELDS = Object.keys(DETAIL_RULES) as ChatDetailsField[];

const NO_FIELD_LEFT: Readonly<Record<ChatDetailsField, boolean>> = { name: false, email: false, mobile: false, otp: false };

/**
 * The §5 message of one details field, or null when it is valid.
 *
 * @param field - the field.
 * @param value - its value.
 * @returns 'Please enter a valid name', 'Please enter valid email ID.', the mobile message,
 *   'Please enter a valid Otp', 'Field cannot be left empty', or null.
 * @example
 * ```ts
 * chatDetailsError('email', 'asha@'); // 'Please enter valid email ID.'
 * ```
 */
export function chatDetailsError(field: ChatDetailsField, value: string): FieldMessage | null {
  const result = DETAIL_RULES[field](value);
  return result.ok ? null : result.issue;
}

/**
 * Whether the details form may be submitted.
 *
 * @rule CHATBOT-002 The details form asks for name, email, mobile and OTP, with the consent box
 *   checked by default; submit stays disabled until all four are filled in and the box is ticked.
 *   A submit with an invalid field shows the §5 messages; otherwise the OTP is verified
 *   ('Please enter a valid Otp' when refused), a lead is created and the chat begins.
 * @spec §4 Chatbot, §5 Chatbot details form
 * @param context - the chatbot context.
 * @returns true when submit is enabled.
 * @example
 * ```ts
 * canSubmitDetails({ details: { name: 'Asha', email: 'a@b.in', mobile: '9876543210', otp: '1234' }, consentChecked: true }); // true
 * ```
 */
export function canSubmitDetails(context: Pick<ChatbotContext, 'details' | 'consentChecked'>): boolean {
  return context.consentChecked && DETAIL_FIELDS.every((field) => !isBlank(context.details[field]));
}

const message = (context: ChatbotContext, sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id: `m${context.messages.length + 1}`,
  text,
  sender,
  time: context.now(),
});

// The chat's own lines carry their code, so the UI writes them in the page's language; `text` keeps
// the English for the transcript.
const say = (code: ChatTextCode) => ({ type: 'botSays', params: { code } }) as const;
const end = (ending: ChatEnding, closingNotice: ChatTextCode | null = null) => ({ type: 'endChat', params: { ending, closingNotice } }) as const;

/**
 * The support chatbot: welcome, details form, then the chat.
 *
 * @rule CHATBOT-001 The chat opens by itself after 30 s without page activity, unless an input on
 *   the page has focus (the wait starts again when it loses focus); any activity restarts the
 *   wait, and once the visitor has closed the chat it no longer opens by itself.
 * @spec §4 Chatbot, §9 Chatbot (page inactivity 30 s)
 * @rule CHATBOT-003 A question follows the rules of §5 (empty, too short, too long, not specific,
 *   preset words accepted) and the input holds at most 255 characters.
 * @spec §5 Chat question
 * @rule CHATBOT-004 An answer streams in as chunks, all appended to one bot message.
 * @spec §4 Chatbot, §7 POST chatbot-v2
 * @rule CHATBOT-005 When the whole answer has not arrived within 25 s the chat says 'Sorry, the
 *   request is taking longer than expected. Please try again.', closes and shows 'We’re
 *   experiencing some delays. Please try again in a moment.'; any other failure says 'An error
 *   occurred while processing your request.' and closes.
 * @spec §8 Chat request over 25 s, Other chat failure; §9 reply timeout
 * @rule CHATBOT-006 After 120 s without activity in the chat it asks whether there is anything
 *   else: Yes resumes the chat; No asks whether it helped, where Yes thanks and closes and No takes
 *   a comment, then thanks and closes (the answer is sent as feedback).
 * @spec §4 Chatbot, §9 Chatbot (in-chat prompt 120 s)
 * @rule CHATBOT-007 If either question gets no answer within 60 s the chat says the visitor is
 *   away and closes.
 * @spec §4 Chatbot, §9 Chatbot (auto-close 60 s after the prompt)
 * @rule CHATBOT-008 60 s after a chat ends (however it ended) the chat-end callback runs, unless
 *   the chat was opened again in between.
 * @spec §9 Chatbot (chat-end callback 60 s after ending)
 * @rule CHATBOT-009 The chat can be minimised and reopened without losing anything, and closed.
 * @spec §4 Chatbot
 * @rule CHATBOT-010 A chat that ends by itself (feedback given, visitor away, timeout, failure)
 *   keeps its transcript on screen with a closing line — the delay label after a timeout, 'This
 *   conversation has been closed' otherwise — until the visitor closes it or opens the chat again.
 * @spec §4 Chatbot (error closing shows a delay label; normal closing shows 'This conversation has
 *   been closed')
 * @rule CHATBOT-011 Every details field shows its §5 message as soon as the visitor leaves it
 *   (an empty one 'Field cannot be left empty'), not only after a submit.
 * @spec §5 Chatbot details form, Name, Email, Mobile, OTP
 * @rule CHATBOT-012 A code the OTP check refuses shows 'Please enter a valid Otp' at the OTP field
 *   until the code is changed; the form stays open for another try.
 * @spec §5 OTP (chatbot message), §4 Chatbot
 * @rule CHATBOT-013 A suggested question is asked as if typed and sent: it follows the §5 question
 *   rule and is answered like any other.
 * @spec §4 Chatbot, §11 Support assistant
 * @rule CHATBOT-014 A conversation carries on across the pages of a visit: the chat starts from a
 *   transcript (lead, thread, finished messages) handed back by the page, and opening it goes
 *   straight to the chat with those messages.
 * @spec §4 Chatbot, §11 Support assistant
 * @example
 * ```ts
 * const otp = chatOtpMachine.provide({ actors: { sendOtp, verifyOtp } });
 * const chatbot = chatbotMachine.provide({ actors: { otp, createChatLead, askQuestion, sendChatFeedback, notifyChatEnded } });
 * createActor(chatbot, { input: { now: Date.now } }).start();
 * ```
 */
export const chatbotMachine = setup({
  types: {
    context: {} as ChatbotContext,
    events: {} as ChatbotEvent,
    input: {} as ChatbotInput,
  },
  actors: {
    otp: chatOtpMachine,
    createChatLead: promiseNotProvided<ChatLead, ChatLeadRequest>('createChatLead'),
    askQuestion: callbackNotProvided<ChatQuestion>('askQuestion'),
    sendChatFeedback: promiseNotProvided<void, ChatFeedback>('sendChatFeedback'),
    notifyChatEnded: promiseNotProvided<void, ChatEnded>('notifyChatEnded'),
  },
  delays: {
    PAGE_INACTIVITY: CHATBOT_TIMINGS.pageInactivityOpenMs,
    IN_CHAT_PROMPT: CHATBOT_TIMINGS.inChatPromptMs,
    AWAY: CHATBOT_TIMINGS.autoCloseMs,
    CHAT_END_CALLBACK: CHATBOT_TIMINGS.chatEndCallbackMs,
    REPLY_TIMEOUT: CHATBOT_TIMINGS.replyTimeoutMs,
  },
  guards: {
    hasLead: ({ context }) => context.leadId !== null,
    mobileReady: ({ context }) => canSendOtp(context.details.mobile),
    detailsReady: ({ context }) =>
      canSubmitDetails(context) && DETAIL_FIELDS.every((field) => chatDetailsError(field, context.details[field]) === null),
    detailsComplete: ({ context }) => canSubmitDetails(context),
    otpField: ({ event }) => event.type === 'DETAILS.CHANGE' && event.field === 'otp',
    otherMobile: ({ context, event }) =>
      event.type === 'DETAILS.CHANGE' && event.field === 'mobile' && normaliseMobile(event.value) !== context.details.mobile,
    questionValid: ({ context }) => validateChatQuestion(context.question).ok,
    askedQuestionValid: ({ event }) => event.type === 'QUESTION.ASK' && validateChatQuestion(capChatInput(event.text)).ok,
  },
  actions: {
    botSays: assign({
      messages: ({ context }, params: { code: ChatTextCode }) => [...context.messages, { ...message(context, 'bot', CHAT_TEXTS[params.code]), code: params.code }],
    }),
    endChat: assign((_, params: { ending: ChatEnding; closingNotice: ChatTextCode | null }) => ({ ...params, showsEnding: params.ending !== 'closed' })),
    restore: assign({ minimised: false, ending: null, closingNotice: null, showsEnding: false }),
    minimise: assign({ minimised: true }),
    typeDetail: assign({
      details: ({ context, event }) => {
        if (event.type !== 'DETAILS.CHANGE') return context.details;
        const value = event.field === 'mobile' ? normaliseMobile(event.value) : event.value;
        return { ...context.details, [event.field]: value };
      },
      detailsError: null,
      otpError: ({ context, event }) => (event.type === 'DETAILS.CHANGE' && event.field === 'otp' ? null : context.otpError),
    }),
    leaveDetail: assign({
      detailsLeft: ({ context, event }) => (event.type === 'DETAILS.LEAVE' ? { ...context.detailsLeft, [event.field]: true } : context.detailsLeft),
    }),
    toggleConsent: assign({ consentChecked: ({ context }) => !context.consentChecked }),
    markDetailsSubmitted: assign({ detailsSubmitted: true }),
    showDetailsError: assign({
      detailsError: ({ event }) => {
        if (event.type === 'OTP.FAILED') return event.error;
        const output = (event as { output?: unknown }).output;
        if (typeof output === 'object' && output !== null && 'error' in output) return errorMessage(output.error);
        return errorMessage((event as { error?: unknown }).error);
      },
    }),
    typeQuestion: assign({
      question: ({ context, event }) => (event.type === 'QUESTION.CHANGE' ? capChatInput(event.text) : context.question),
      questionError: null,
    }),
    takeAskedQuestion: assign({
      question: ({ context, event }) => (event.type === 'QUESTION.ASK' ? capChatInput(event.text) : context.question),
    }),
    refuseQuestion: assign({
      questionError: ({ context }) => {
        const result = validateChatQuestion(context.question);
        return result.ok ? null : result.code;
      },
    }),
    askIt: assign({
      messages: ({ context }) => {
        const asked = [...context.messages, message(context, 'user', context.question.trim())];
        return [...asked, message({ ...context, messages: asked }, 'bot', '')];
      },
      question: '',
      questionError: null,
    }),
    appendChunk: assign({
      messages: ({ context, event }) => {
        if (event.type !== 'ANSWER.CHUNK') return context.messages;
        const last = context.messages.at(-1);
        if (last === undefined) return context.messages;
        return [...context.messages.slice(0, -1), { ...last, text: last.text + event.text }];
      },
    }),
    typeFeedback: assign({
      feedbackComment: ({ context, event }) => (event.type === 'FEEDBACK.CHANGE' ? capChatInput(event.text) : context.feedbackComment),
    }),
  },
}).createMachine({
  id: 'chatbot',
  context: ({ input }) => ({
    now: input.now,
    details: { name: '', email: '', mobile: '', otp: '' },
    consentChecked: true,
    detailsSubmitted: false,
    detailsLeft: NO_FIELD_LEFT,
    otpError: null,
    referenceId: null,
    detailsError: null,
    leadId: input.restored?.leadId ?? null,
    threadId: input.restored?.threadId ?? null,
    messages: input.restored?.messages ?? [],
    question: '',
    questionError: null,
    feedbackComment: '',
    minimised: false,
    ending: null,
    closingNotice: null,
    showsEnding: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      initial: 'watching',
      on: {
        // Closing the transcript of an ended chat hides it; the ending (and its callback) stay.
        CLOSE: { actions: assign({ showsEnding: false }) },
        OPEN: [
          { guard: 'hasLead', target: 'open.chat', actions: 'restore' },
          { target: 'open', actions: 'restore' },
        ],
      },
      states: {
        watching: {
          initial: 'counting',
          states: {
            counting: {
              after: { PAGE_INACTIVITY: { target: '#chatbot.open', actions: 'restore' } },
              on: {
                'PAGE.ACTIVITY': { target: 'counting', reenter: true },
                'INPUT.FOCUS': 'inputFocused',
              },
            },
            inputFocused: {
              on: { 'INPUT.BLUR': 'counting' },
            },
          },
        },
        dismissed: {},
        ending: {
          after: { CHAT_END_CALLBACK: 'notifyingChatEnd' },
        },
        notifyingChatEnd: {
          invoke: {
            id: 'notifyChatEnded',
            src: 'notifyChatEnded',
            input: ({ context }) => ({ leadId: context.leadId, threadId: context.threadId, ending: context.ending ?? 'closed' }),
            onDone: 'dismissed',
            onError: 'dismissed',
          },
        },
      },
    },
    open: {
      initial: 'welcome',
      on: {
        MINIMISE: { actions: 'minimise' },
        OPEN: { actions: 'restore' },
        CLOSE: [
          { guard: 'hasLead', target: 'closed.ending', actions: end('closed') },
          { target: 'closed.dismissed' },
        ],
      },
      states: {
        welcome: {
          on: { START: 'details' },
        },
        details: {
          type: 'parallel',
          states: {
            form: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'DETAILS.CHANGE': { actions: 'typeDetail' },
                    'DETAILS.LEAVE': { actions: 'leaveDetail' },
                    'CONSENT.TOGGLE': { actions: 'toggleConsent' },
                    'DETAILS.SUBMIT': [
                      // The code was verified and only the lead failed: create it again.
                      { guard: and(['detailsReady', CODE_VERIFIED]), target: 'creatingLead', actions: 'markDetailsSubmitted' },
                      {
                        guard: and(['detailsReady', CODE_SENT]),
                        actions: [
                          'markDetailsSubmitted',
                          sendTo('otp', ({ context }) => ({ type: 'OTP.CHANGE' as const, value: context.details.otp })),
                          sendTo('otp', { type: 'OTP.SUBMIT' as const }),
                        ],
                      },
                      // No code was sent to check the typed one against.
                      { guard: 'detailsReady', actions: ['markDetailsSubmitted', assign({ otpError: { code: 'CHATBOT_OTP_INVALID' } as const })] },
                      { guard: 'detailsComplete', actions: 'markDetailsSubmitted' },
                    ],
                  },
                },
                creatingLead: {
                  invoke: {
                    id: 'createChatLead',
                    src: 'createChatLead',
                    input: ({ context }) => ({
                      name: context.details.name,
                      personalEmail: context.details.email,
                      mobile: context.details.mobile,
                      referenceId: context.referenceId ?? '',
                    }),
                    onDone: { target: '#chatbot.open.chat', actions: assign({ leadId: ({ event }) => event.output.leadId }) },
                    onError: { target: 'editing', actions: 'showDetailsError' },
                  },
                },
              },
            },
            // The OTP child sends the code (Send OTP again for the same mobile resends it) and checks it
            // on submit; a refused code shows 'Please enter a valid Otp' (CHATBOT-012).
            code: {
              initial: 'unsent',
              states: {
                unsent: {
                  on: { 'OTP.SEND': { guard: 'mobileReady', target: 'sent' } },
                },
                sent: {
                  on: {
                    'DETAILS.CHANGE': [
                      { guard: 'otherMobile', target: 'unsent' },
                      { guard: 'otpField', actions: sendTo('otp', ({ event }) => ({ type: 'OTP.CHANGE' as const, value: event.value })) },
                    ],
                    'OTP.SEND': { guard: 'mobileReady', actions: sendTo('otp', { type: 'OTP.RESEND' as const }) },
                    // A failed resend or check of the code shows the server's message (CHATBOT-002).
                    'OTP.FAILED': { actions: 'showDetailsError' },
                  },
                  invoke: {
                    id: 'otp',
                    src: 'otp',
                    input: ({ context }) => ({
                      subject: context.details.mobile,
                      resendSeconds: 0,
                      clearErrorOnTyping: true,
                      refusedMessage: { code: 'CHATBOT_OTP_INVALID' } as const,
                    }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.status === 'verified',
                        target: ['verified', '#chatbot.open.details.form.creatingLead'],
                        actions: assign({ referenceId: ({ event }) => (event.output.status === 'verified' ? event.output.referenceId : null) }),
                      },
                      { target: 'unsent', actions: 'showDetailsError' },
                    ],
                  },
                },
                verified: {
                  on: {
                    'DETAILS.CHANGE': { guard: 'otherMobile', target: 'unsent', actions: assign({ referenceId: null }) },
                    'OTP.SEND': { guard: 'mobileReady', target: 'sent', actions: assign({ referenceId: null }) },
                  },
                },
              },
            },
          },
        },
        chat: {
          initial: 'awaitingQuestion',
          states: {
            awaitingQuestion: {
              after: { IN_CHAT_PROMPT: 'prompting' },
              on: {
                'QUESTION.CHANGE': { target: 'awaitingQuestion', reenter: true, actions: 'typeQuestion' },
                'QUESTION.SUBMIT': [
                  { guard: 'questionValid', target: 'answering', actions: 'askIt' },
                  { target: 'awaitingQuestion', reenter: true, actions: 'refuseQuestion' },
                ],
                'QUESTION.ASK': { guard: 'askedQuestionValid', target: 'answering', actions: ['takeAskedQuestion', 'askIt'] },
              },
            },
            answering: {
              invoke: {
                id: 'askQuestion',
                src: 'askQuestion',
                input: ({ context }) => ({
                  question: context.messages.at(-2)?.text ?? '',
                  threadId: context.threadId,
                  leadId: context.leadId ?? '',
                }),
                onError: {
                  target: '#chatbot.closed.ending',
                  actions: [say('failed'), end('failed')],
                },
              },
              after: {
                REPLY_TIMEOUT: {
                  target: '#chatbot.closed.ending',
                  actions: [say('timeout'), end('timeout', 'delays')],
                },
              },
              on: {
                'QUESTION.CHANGE': { actions: 'typeQuestion' },
                'ANSWER.CHUNK': { actions: 'appendChunk' },
                'ANSWER.DONE': { target: 'awaitingQuestion', actions: assign({ threadId: ({ event }) => event.threadId }) },
                'ANSWER.FAILED': {
                  target: '#chatbot.closed.ending',
                  actions: [say('failed'), end('failed')],
                },
              },
            },
            prompting: {
              initial: 'anythingElse',
              states: {
                anythingElse: {
                  entry: say('anythingElse'),
                  after: { AWAY: { target: '#chatbot.closed.ending', actions: [say('away'), end('away')] } },
                  on: {
                    'PROMPT.YES': '#chatbot.open.chat.awaitingQuestion',
                    'PROMPT.NO': 'wasItHelpful',
                  },
                },
                wasItHelpful: {
                  entry: say('wasItHelpful'),
                  after: { AWAY: { target: '#chatbot.closed.ending', actions: [say('away'), end('away')] } },
                  on: {
                    'PROMPT.YES': 'sendingPraise',
                    'PROMPT.NO': 'askingForComment',
                  },
                },
                askingForComment: {
                  entry: say('askForFeedback'),
                  on: {
                    'FEEDBACK.CHANGE': { actions: 'typeFeedback' },
                    'FEEDBACK.SUBMIT': 'sendingComment',
                  },
                },
                sendingPraise: {
                  invoke: {
                    id: 'sendChatFeedback',
                    src: 'sendChatFeedback',
                    input: ({ context }) => ({ leadId: context.leadId ?? '', feedback: 'Yes' as const }),
                    onDone: { target: '#chatbot.closed.ending', actions: [say('thanks'), end('feedback')] },
                    onError: { target: '#chatbot.closed.ending', actions: [say('thanks'), end('feedback')] },
                  },
                },
                sendingComment: {
                  invoke: {
                    id: 'sendChatFeedback',
                    src: 'sendChatFeedback',
                    input: ({ context }) => ({ leadId: context.leadId ?? '', feedback: 'No' as const, feedbackComment: context.feedbackComment }),
                    onDone: { target: '#chatbot.closed.ending', actions: [say('thanks'), end('feedback')] },
                    onError: { target: '#chatbot.closed.ending', actions: [say('thanks'), end('feedback')] },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
