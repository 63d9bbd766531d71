import type { ChatTranscript } from '@rinn/machines';
import { z } from 'zod';

const TRANSCRIPT_KEY = 'rinn.chat.transcript';

/** What this page last wrote, so that a render that changed nothing writes nothing. */
let lastSaved: string | null = null;

/** The stored transcript is read back from storage the page does not own alone: checked, never trusted. */
const transcriptSchema = z.object({
  leadId: z.string().min(1).max(100),
  threadId: z.string().min(1).max(100).nullable(),
  messages: z
    .array(
      z.object({
        id: z.string().max(20),
        text: z.string().max(5_000),
        sender: z.enum(['bot', 'user']),
        time: z.number().finite(),
      }),
    )
    .max(500),
  open: z.boolean(),
});

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
    const parsed = transcriptSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
