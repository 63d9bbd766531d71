import { CHAT_QUESTION_LIMITS } from '@rinn/rules';
import { canSendOtp } from '@rinn/validation';
import type { SnapshotFrom } from 'xstate';
import { CHAT_TEXTS } from '../messages.js';
import type { Send } from '../shared/connect.js';
import { canSubmitDetails, chatDetailsError, type chatbotMachine } from './chatbot.machine.js';
import type { ChatbotEvent, ChatDetailsField, ChatMessage } from './chatbot.types.js';

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
  readonly closingNotice: string | null;
  /**
   * A chat that ended by itself, still on screen (CHATBOT-010): its closing line. Null when the
   * chat is open or the visitor closed it.
   */
  readonly ended: { readonly notice: string } | null;
  readonly isBusy: boolean;
  readonly otpSent: boolean;
  /** The server's message from the last failed details call. */
  readonly detailsError: string | null;
  readonly consentChecked: boolean;
  readonly canSubmitDetails: boolean;
  readonly isAnswering: boolean;
  readonly question: string;
  readonly questionError: string | null;
  readonly prompt: ChatPrompt;
  readonly feedbackComment: string;
  /** Hooks for the page: any activity, and focus entering or leaving an input. */
  readonly page: { readonly onActivity: () => void; readonly onInputFocus: () => void; readonly onInputBlur: () => void };
  detailsField(name: ChatDetailsField): { readonly value: string; readonly error: string | null; readonly onChange: (value: string) => void };
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
  getYesProps(): { readonly onClick: () => void };
  getNoProps(): { readonly onClick: () => void };
  getFeedbackInputProps(): { readonly value: string; readonly maxLength: number; readonly onChange: (text: string) => void };
  getFeedbackSubmitProps(): { readonly onClick: () => void };
}

/**
 * Turns a chatbot snapshot into plain values and prop-getters.
 *
 * @param snapshot - the chatbot actor's snapshot.
 * @param send - the chatbot actor's `send`.
 * @returns the chatbot view model.
 * @example
 * ```ts
 * const chat = connectChatbot(actor.getSnapshot(), actor.send);
 * document.addEventListener('keydown', chat.page.onActivity);
 * ```
 */
export function connectChatbot(snapshot: SnapshotFrom<typeof chatbotMachine>, send: Send<ChatbotEvent>): ChatbotApi {
  const { context } = snapshot;
  const view: ChatbotView = snapshot.matches('closed')
    ? 'closed'
    : snapshot.matches({ open: 'welcome' }) ? 'welcome' : snapshot.matches({ open: 'details' }) ? 'details' : 'chat';
  const isBusy = (['sendingOtp', 'verifyingOtp', 'creatingLead'] as const).some((state) => snapshot.matches({ open: { details: state } }));
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
    ended: view === 'closed' && context.showsEnding ? { notice: context.closingNotice ?? CHAT_TEXTS.closed } : null,
    isBusy,
    otpSent: context.referenceId !== null,
    detailsError: context.detailsError,
    consentChecked: context.consentChecked,
    canSubmitDetails: detailsReady,
    isAnswering,
    question: context.question,
    questionError: context.questionError,
    prompt,
    feedbackComment: context.feedbackComment,
    page: {
      onActivity: () => send({ type: 'PAGE.ACTIVITY' }),
      onInputFocus: () => send({ type: 'INPUT.FOCUS' }),
      onInputBlur: () => send({ type: 'INPUT.BLUR' }),
    },
    detailsField: (name) => ({
      value: context.details[name],
      error: context.detailsSubmitted ? chatDetailsError(name, context.details[name]) : null,
      onChange: (value) => send({ type: 'DETAILS.CHANGE', field: name, value }),
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
