import { afterEach, describe, expect, it } from 'vitest';
import { loadChatTranscript, saveChatTranscript } from './chat-session-store.ts';

const TRANSCRIPT = {
  leadId: 'lead-7',
  threadId: 'thread-1',
  messages: [
    { id: 'm1', text: 'What is an EMI?', sender: 'user' as const, time: 1 },
    { id: 'm2', text: 'A monthly instalment.', sender: 'bot' as const, time: 2 },
  ],
  open: true,
};

afterEach(() => window.sessionStorage.clear());

describe('chat session store', () => {
  it('CHATBOT-014: a saved transcript comes back on the next page of the visit', () => {
    expect(loadChatTranscript()).toBeNull();
    saveChatTranscript(null);
    expect(loadChatTranscript()).toBeNull();
    saveChatTranscript(TRANSCRIPT);
    expect(loadChatTranscript()).toEqual(TRANSCRIPT);
    saveChatTranscript({ ...TRANSCRIPT, open: false });
    expect(loadChatTranscript()?.open).toBe(false);
  });

  it('ignores what it did not write: unreadable or malformed storage gives no transcript', () => {
    for (const stored of ['{', '[]', JSON.stringify({ ...TRANSCRIPT, leadId: '' }), JSON.stringify({ ...TRANSCRIPT, messages: [{ id: 'm1', text: 'x', sender: 'admin', time: 1 }] })]) {
      window.sessionStorage.setItem('rinn.chat.transcript', stored);
      expect(loadChatTranscript(), stored).toBeNull();
    }
  });
});
