// The chat question's messages, apart from the rest of the package's (messages.ts): only the chat
// shows them, and it loads on demand.

/**
 * Chat-question validation messages, exactly as spec §5 words them.
 *
 * @example
 * ```ts
 * CHAT_MESSAGES.tooShort; // 'Your question seems too short. Could you please provide more details?'
 * ```
 */
export const CHAT_MESSAGES = {
  empty: 'Please type a valid question.',
  tooShort: 'Your question seems too short. Could you please provide more details?',
  tooLong: 'Your question is too long. Can you please ask something more specific?',
  notSpecific: 'Please ask a specific question so I can assist you better.',
} as const;

/** The code of a chat-question message: its name in {@link CHAT_MESSAGES}. */
export type ChatQuestionCode = keyof typeof CHAT_MESSAGES;

/**
 * The chat-question messages in Hindi, in the chat's own Hindi words (`सवाल`, as in 'अपना सवाल
 * लिखें'). A complete record of the codes, so a code without a Hindi text does not compile.
 *
 * @example
 * ```ts
 * CHAT_MESSAGES_HI.empty; // 'कृपया एक सही सवाल लिखें।'
 * ```
 */
export const CHAT_MESSAGES_HI: Readonly<Record<ChatQuestionCode, string>> = {
  empty: 'कृपया एक सही सवाल लिखें।',
  tooShort: 'आपका सवाल बहुत छोटा लगता है। क्या आप थोड़ा और विस्तार से बता सकते हैं?',
  tooLong: 'आपका सवाल बहुत लंबा है। क्या आप कुछ और सटीक पूछ सकते हैं?',
  notSpecific: 'कृपया कोई सटीक सवाल पूछें, ताकि मैं आपकी बेहतर मदद कर सकूँ।',
};

/** The chat-question messages of each page language. */
export const CHAT_QUESTION_MESSAGES: Readonly<Record<'en' | 'hi', Readonly<Record<ChatQuestionCode, string>>>> = { en: CHAT_MESSAGES, hi: CHAT_MESSAGES_HI };
