/** The sessionStorage key the chat's conversation is kept under for the visit (CHATBOT-014). */
export const TRANSCRIPT_KEY = 'rinn.chat.transcript';

/**
 * Whether the chat was open on the previous page of this visit, so that it opens here too
 * (CHATBOT-014). Read by the launcher on every page, so it reads the one flag it needs; the widget
 * it then opens checks the whole conversation (`loadChatTranscript`) and starts afresh on one that
 * is not well formed.
 *
 * @returns true when the kept conversation says the chat was open
 */
export function chatWasOpen(): boolean {
  try {
    const stored = window.sessionStorage.getItem(TRANSCRIPT_KEY);
    if (stored === null) return false;
    const kept: unknown = JSON.parse(stored);
    return typeof kept === 'object' && kept !== null && (kept as { open?: unknown }).open === true;
  } catch {
    return false;
  }
}
