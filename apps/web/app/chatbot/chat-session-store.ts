import { CHAT_TEXTS, type ChatTextCode, type ChatTranscript } from '@rinn/machines';
import { TRANSCRIPT_KEY } from './chat-kept-open.ts';

/** What this page last wrote, so that a render that changed nothing writes nothing. */
let lastSaved: string | null = null;

/** The limits a stored transcript must keep: what this page could have written, and no more. */
export const TRANSCRIPT_LIMITS = { idLength: 100, messageIdLength: 20, textLength: 5_000, messages: 500 } as const;

const isText = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;

const isChatTextCode = (value: unknown): value is ChatTextCode => typeof value === 'string' && Object.hasOwn(CHAT_TEXTS, value);

function isMessage(value: unknown): value is ChatTranscript['messages'][number] {
  if (typeof value !== 'object' || value === null) return false;
  const { id, text, sender, time, code } = value as Record<string, unknown>;
  return (
    (code === undefined || (sender === 'bot' && isChatTextCode(code))) &&
    isText(id, 0, TRANSCRIPT_LIMITS.messageIdLength) &&
    isText(text, 0, TRANSCRIPT_LIMITS.textLength) &&
    (sender === 'bot' || sender === 'user') &&
    typeof time === 'number' &&
    Number.isFinite(time)
  );
}

/**
 * The stored transcript is read back from storage the page does not own alone: checked, never
 * trusted. Checked by hand rather than by a schema library, because the chat launcher on every
 * content page reads it, and zod would be most of that page's JavaScript beyond React.
 *
 * @param value - what JSON.parse gave
 * @returns the transcript with only its own fields, or null when anything is missing or out of bounds
 */
export function transcriptFrom(value: unknown): ChatTranscript | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { leadId, threadId, messages, open } = value as Record<string, unknown>;
  if (!isText(leadId, 1, TRANSCRIPT_LIMITS.idLength)) return null;
  if (threadId !== null && !isText(threadId, 1, TRANSCRIPT_LIMITS.idLength)) return null;
  if (!Array.isArray(messages) || messages.length > TRANSCRIPT_LIMITS.messages || !messages.every(isMessage)) return null;
  if (typeof open !== 'boolean') return null;
  return {
    leadId,
    threadId,
    messages: messages.map(({ id, text, sender, time, code }) => (code === undefined ? { id, text, sender, time } : { id, text, sender, time, code })),
    open,
  };
}

/**
 * Keeps the conversation for the rest of the visit in this tab (CHATBOT-014): sessionStorage, so it
 * is gone when the tab closes and never shared with another tab.
 *
 * @param transcript - what `connectChatbot` gives as `transcript`; null leaves the stored one alone
 */
export function saveChatTranscript(transcript: ChatTranscript | null): void {
  if (transcript === null) return;
  const serialised = JSON.stringify(transcript);
  if (serialised === lastSaved) return;
  try {
    window.sessionStorage.setItem(TRANSCRIPT_KEY, serialised);
    lastSaved = serialised;
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as this page.
  }
}

/**
 * The conversation an earlier page of this visit kept, if any and well formed.
 *
 * @returns the transcript, or null
 */
export function loadChatTranscript(): ChatTranscript | null {
  try {
    const stored = window.sessionStorage.getItem(TRANSCRIPT_KEY);
    if (stored === null) return null;
    return transcriptFrom(JSON.parse(stored));
  } catch {
    return null;
  }
}
