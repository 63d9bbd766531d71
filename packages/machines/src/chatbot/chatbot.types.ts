import type { OtpReport } from '../otp/otp.types.js';
/** One line of the conversation (§3 Chatbot messages). */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly sender: 'bot' | 'user';
  /** Milliseconds since the epoch, from the clock the app passed in. */
  readonly time: number;
}

/** The fields of the details form. */
export type ChatDetailsField = 'name' | 'email' | 'mobile' | 'otp';

/**
 * The part of a conversation that outlives the page (CHATBOT-014): the lead, the thread and the
 * finished messages, and whether the chat panel was open. The page keeps it for the browser
 * session and hands it back on the next page.
 */
export interface ChatTranscript {
  readonly leadId: string;
  readonly threadId: string | null;
  readonly messages: readonly ChatMessage[];
  /** Whether the chat was open (not minimised) when the transcript was taken. */
  readonly open: boolean;
}

/** What the page gives the chatbot. */
export interface ChatbotInput {
  /** The current time in ms; the chat stamps each message with it. */
  readonly now: () => number;
  /** The conversation of an earlier page of this visit, to carry on (CHATBOT-014). */
  readonly restored?: ChatTranscript | null;
}

/** Why the last chat ended. */
export type ChatEnding = 'feedback' | 'away' | 'timeout' | 'failed' | 'closed';

/** What the chatbot machine remembers between events. */
export interface ChatbotContext {
  readonly now: () => number;
  readonly details: Readonly<Record<ChatDetailsField, string>>;
  readonly consentChecked: boolean;
  /** Whether a submit was tried, so every details field shows its message. */
  readonly detailsSubmitted: boolean;
  /** The details fields the visitor has left, each of which shows its message (CHATBOT-011). */
  readonly detailsLeft: Readonly<Record<ChatDetailsField, boolean>>;
  /** Why the last OTP check refused the code, shown at the OTP field (CHATBOT-012). */
  readonly otpError: string | null;
  /** The reference of the verified OTP, for the lead (the OTP child owns it until then). */
  readonly referenceId: string | null;
  /** The server's message from the last failed details call. */
  readonly detailsError: string | null;
  readonly leadId: string | null;
  readonly threadId: string | null;
  readonly messages: readonly ChatMessage[];
  readonly question: string;
  readonly questionError: string | null;
  readonly feedbackComment: string;
  readonly minimised: boolean;
  readonly ending: ChatEnding | null;
  /** Shown as the chat closes after a failure (§8). */
  readonly closingNotice: string | null;
  /**
   * Whether the transcript of a chat that ended by itself (feedback, away, timeout, failure) stays
   * on screen with its closing line until the visitor closes it or opens the chat again.
   */
  readonly showsEnding: boolean;
}

/** Events the `askQuestion` actor sends while an answer streams in. */
export type ChatAnswerEvent =
  | { type: 'ANSWER.CHUNK'; text: string }
  | { type: 'ANSWER.DONE'; threadId: string }
  | { type: 'ANSWER.FAILED' };

/** Everything the chatbot machine responds to: the UI's events (through `connect`) and the `askQuestion` stream's. */
export type ChatbotEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'MINIMISE' }
  | { type: 'PAGE.ACTIVITY' }
  | { type: 'INPUT.FOCUS' }
  | { type: 'INPUT.BLUR' }
  | { type: 'START' }
  | { type: 'DETAILS.CHANGE'; field: ChatDetailsField; value: string }
  | { type: 'DETAILS.LEAVE'; field: ChatDetailsField }
  | { type: 'CONSENT.TOGGLE' }
  | { type: 'OTP.SEND' }
  | { type: 'DETAILS.SUBMIT' }
  | { type: 'QUESTION.CHANGE'; text: string }
  | { type: 'QUESTION.SUBMIT' }
  | { type: 'QUESTION.ASK'; text: string }
  | { type: 'PROMPT.YES' }
  | { type: 'PROMPT.NO' }
  | { type: 'FEEDBACK.CHANGE'; text: string }
  | { type: 'FEEDBACK.SUBMIT' }
  | ChatAnswerEvent
  /** Sent by the OTP child when a resend or a check of the code fails. */
  | OtpReport;

/** What the chatbot OTP child's `verifyOtp` (POST chatbot/verify-otp) answers: status and data.status decided it (§7). */
export interface ChatOtpResult {
  readonly verified: boolean;
}

/** Input of `createChatLead` (POST create-lead). */
export interface ChatLeadRequest {
  readonly name: string;
  readonly personalEmail: string;
  readonly mobile: string;
  /** The reference of the OTP that verified the mobile (§7 create-lead). */
  readonly referenceId: string;
}

/** Output of `createChatLead`. */
export interface ChatLead {
  readonly leadId: string;
}

/** Input of `askQuestion` (POST chatbot-v2): it streams `ChatAnswerEvent`s back. */
export interface ChatQuestion {
  readonly question: string;
  readonly threadId: string | null;
  readonly leadId: string;
}

/** Input of `sendChatFeedback` (POST chatbot-feedback). */
export interface ChatFeedback {
  readonly leadId: string;
  readonly feedback: 'Yes' | 'No';
  readonly feedbackComment?: string;
}

/** Input of `notifyChatEnded`, the chat-end callback. */
export interface ChatEnded {
  readonly leadId: string | null;
  readonly threadId: string | null;
  readonly ending: ChatEnding;
}
