import type { ShownMessage } from '../shared/shown-message.js';
import { CHAT_QUESTION_LIMITS, type ChatQuestionCode } from '@rinn/rules';
import { canSendOtp } from '@rinn/validation';
import type { SnapshotFrom } from 'xstate';
import type { ChatTextCode } from '../messages.js';
import type { Send } from '../shared/connect.js';
import { otpView } from '../otp/otp.connect.js';
import { canSubmitDetails, chatDetailsError, type chatbotMachine } from './chatbot.machine.js';
import type { ChatbotEvent, ChatDetailsField, ChatMessage, ChatTranscript } from './chatbot.types.js';

/** Which panel of the chatbot shows. */
export type ChatbotView = 'closed' | 'welcome' | 'details' | 'chat';

/** Which closing question the chat is asking, if any. */
export type ChatPrompt = 'anythingElse' | 'wasItHelpful' | 'feedback' | null;

/** Props of a button. */
interface ButtonProps {
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** What a UI needs to render the chatbot. */
export interface ChatbotApi {
  readonly view: ChatbotView;
  readonly isMinimised: boolean;
  readonly messages: readonly ChatMessage[];
  /** Shown as the chat closes after a delay (§8). */
  readonly closingNotice: ChatTextCode | null;
  /**
   * A chat that ended by itself, still on screen (CHATBOT-010): its closing line. Null when the
   * chat is open or the visitor closed it.
   */
  readonly ended: { readonly notice: ChatTextCode } | null;
  readonly isBusy: boolean;
  readonly otpSent: boolean;
  /** The server's message from the last failed details call. */
  readonly detailsError: ShownMessage | null;
  readonly consentChecked: boolean;
  readonly canSubmitDetails: boolean;
  readonly isAnswering: boolean;
  readonly question: string;
  readonly questionError: ChatQuestionCode | null;
  readonly prompt: ChatPrompt;
  readonly feedbackComment: string;
  /** Whether to offer suggested questions: the chat waits for its first question (CHATBOT-013). */
  readonly offersSuggestions: boolean;
  /** What to keep for the next page of the visit (CHATBOT-014); null until there is a lead. */
  readonly transcript: ChatTranscript | null;
  /** Hooks for the page: any activity, and focus entering or leaving an input. */
  readonly page: { readonly onActivity: () => void; readonly onInputFocus: () => void; readonly onInputBlur: () => void };
  detailsField(name: ChatDetailsField): {
    readonly value: string;
    readonly error: ShownMessage | null;
    readonly onChange: (value: string) => void;
    readonly onLeave: () => void;
  };
  getLauncherProps(): { readonly onClick: () => void };
  getMinimiseProps(): { readonly onClick: () => void };
  getCloseProps(): { readonly onClick: () => void };
  getStartProps(): { readonly onClick: () => void };
  getConsentProps(): { readonly checked: boolean; readonly onChange: () => void };
  getSendOtpProps(): ButtonProps;
  getDetailsSubmitProps(): ButtonProps;
  getQuestionInputProps(): {
    readonly value: string;
    readonly maxLength: number;
    readonly onChange: (text: string) => void;
    readonly onKeyDown: (key: string) => void;
  };
  getAskProps(): ButtonProps;
  /** A suggested question's button: asks it (CHATBOT-013). */
  getSuggestionProps(question: string): { readonly onClick: () => void };
  getYesProps(): { readonly onClick: () => void };
  getNoProps(): { readonly onClick: () => void };
  getFeedbackInputProps(): { readonly value: string; readonly maxLength: number; readonly onChange: (text: string) => void };
  getFeedbackSubmitProps(): { readonly onClick: () => void };
}

/**
 * What of a conversation to keep for the next page: the lead, the thread, the finished messages
 * (an answer still streaming is left out with its question, as the server does not store a cut-off
 * answer either) and whether the chat is open.
 *
 * @param snapshot - the chatbot actor's snapshot.
 * @returns the transcript, or null before the details form has created a lead.
 */
function transcriptOf(snapshot: SnapshotFrom<typeof chatbotMachine>): ChatTranscript | null {
  const { context } = snapshot;
  if (context.leadId === null) return null;
  const answering = snapshot.matches({ open: { chat: 'answering' } });
  return {
    leadId: context.leadId,
    threadId: context.threadId,
    messages: answering ? context.messages.slice(0, -2) : context.messages,
    open: snapshot.matches({ open: 'chat' }) && !context.minimised,
  };
}

/**
 * The message a details field shows: none until the visitor has left it or tried to submit; then
 * its §5 message, and for the OTP the check's refusal (CHATBOT-011, CHATBOT-012).
 */
function detailsFieldError(context: SnapshotFrom<typeof chatbotMachine>['context'], name: ChatDetailsField, refusal: ShownMessage | null): ShownMessage | null {
  const otpError = context.otpError ?? refusal;
  if (!context.detailsSubmitted && !context.detailsLeft[name]) return name === 'otp' ? otpError : null;
  return chatDetailsError(name, context.details[name]) ?? (name === 'otp' ? otpError : null);
}

/**
 * Turns a chatbot snapshot into plain values and prop-getters.
 *
 * @param snapshot - the chatbot actor's snapshot.
 * @param send - the chatbot actor's `send`.
 * @returns the chatbot view model.
 * @example
 * ```ts
 * const chat = connectChatbot(actor.getSnapshot(), (event) => actor.send(event));
 * document.addEventListener('keydown', chat.page.onActivity);
 * ```
 */
export function connectChatbot(snapshot: SnapshotFrom<typeof chatbotMachine>, send: Send<ChatbotEvent>): ChatbotApi {
  const { context } = snapshot;
  const view: ChatbotView = snapshot.matches('closed')
    ? 'closed'
    : snapshot.matches({ open: 'welcome' }) ? 'welcome' : snapshot.matches({ open: 'details' }) ? 'details' : 'chat';
  const otp = otpView(snapshot.children.otp);
  // A refused code (not a failed check, whose message is the form's) shows at the OTP field.
  const refusal = otp.failure === null ? otp.error : null;
  const isBusy = otp.busy || otp.resending || snapshot.matches({ open: { details: { form: 'creatingLead' } } });
  const isAnswering = snapshot.matches({ open: { chat: 'answering' } });
  const prompt: ChatPrompt = snapshot.matches({ open: { chat: { prompting: 'anythingElse' } } })
    ? 'anythingElse'
    : snapshot.matches({ open: { chat: { prompting: 'wasItHelpful' } } })
      ? 'wasItHelpful'
      : snapshot.matches({ open: { chat: { prompting: 'askingForComment' } } }) ? 'feedback' : null;
  const detailsReady = canSubmitDetails(context) && !isBusy;
  const canAsk = view === 'chat' && prompt === null && !isAnswering;
  return {
    view,
    isMinimised: context.minimised,
    messages: context.messages,
    closingNotice: context.closingNotice,
    ended: view === 'closed' && context.showsEnding ? { notice: context.closingNotice ?? 'closed' } : null,
    isBusy,
    otpSent: otp.sent || snapshot.matches({ open: { details: { code: 'verified' } } }),
    detailsError: context.detailsError,
    consentChecked: context.consentChecked,
    canSubmitDetails: detailsReady,
    isAnswering,
    question: context.question,
    questionError: context.questionError,
    prompt,
    feedbackComment: context.feedbackComment,
    offersSuggestions: canAsk && !context.messages.some((message) => message.sender === 'user'),
    transcript: transcriptOf(snapshot),
    page: {
      onActivity: () => send({ type: 'PAGE.ACTIVITY' }),
      onInputFocus: () => send({ type: 'INPUT.FOCUS' }),
      onInputBlur: () => send({ type: 'INPUT.BLUR' }),
    },
    detailsField: (name) => ({
      value: context.details[name],
      error: detailsFieldError(context, name, refusal),
      onChange: (value) => send({ type: 'DETAILS.CHANGE', field: name, value }),
      onLeave: () => send({ type: 'DETAILS.LEAVE', field: name }),
    }),
    getLauncherProps: () => ({ onClick: () => send({ type: 'OPEN' }) }),
    getMinimiseProps: () => ({ onClick: () => send({ type: 'MINIMISE' }) }),
    getCloseProps: () => ({ onClick: () => send({ type: 'CLOSE' }) }),
    getStartProps: () => ({ onClick: () => send({ type: 'START' }) }),
    getConsentProps: () => ({ checked: context.consentChecked, onChange: () => send({ type: 'CONSENT.TOGGLE' }) }),
    getSendOtpProps: () => ({
      disabled: isBusy || !canSendOtp(context.details.mobile),
      onClick: () => send({ type: 'OTP.SEND' }),
    }),
    getDetailsSubmitProps: () => ({ disabled: !detailsReady, onClick: () => send({ type: 'DETAILS.SUBMIT' }) }),
    getQuestionInputProps: () => ({
      value: context.question,
      maxLength: CHAT_QUESTION_LIMITS.inputCap,
      onChange: (text) => send({ type: 'QUESTION.CHANGE', text }),
      onKeyDown: (key) => {
        if (key === 'Enter') send({ type: 'QUESTION.SUBMIT' });
      },
    }),
    getAskProps: () => ({ disabled: !canAsk, onClick: () => send({ type: 'QUESTION.SUBMIT' }) }),
    getSuggestionProps: (question) => ({ onClick: () => send({ type: 'QUESTION.ASK', text: question }) }),
    getYesProps: () => ({ onClick: () => send({ type: 'PROMPT.YES' }) }),
    getNoProps: () => ({ onClick: () => send({ type: 'PROMPT.NO' }) }),
    getFeedbackInputProps: () => ({
      value: context.feedbackComment,
      maxLength: CHAT_QUESTION_LIMITS.inputCap,
      onChange: (text) => send({ type: 'FEEDBACK.CHANGE', text }),
    }),
    getFeedbackSubmitProps: () => ({ onClick: () => send({ type: 'FEEDBACK.SUBMIT' }) }),
  };
}
