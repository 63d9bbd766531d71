import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { chatWasOpen } from './chat-kept-open.ts';
import { loadChatTranscript, saveChatTranscript, TRANSCRIPT_LIMITS, transcriptFrom } from './chat-session-store.ts';

const TRANSCRIPT = {
  leadId: 'lead-7',
  threadId: 'thread-1',
  messages: [
    { id: 'm1', text: 'What is an EMI?', sender: 'user' as const, time: 1 },
    { id: 'm2', text: 'A monthly instalment.', sender: 'bot' as const, time: 2 },
  ],
  open: true,
};

const TRANSCRIPT_WITH_FIRST_MESSAGE = { ...TRANSCRIPT, messages: [TRANSCRIPT.messages[0]] };

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

  it('CHATBOT-014: the launcher reads whether the kept conversation was open, and nothing else', () => {
    expect(chatWasOpen()).toBe(false);
    saveChatTranscript(TRANSCRIPT);
    expect(chatWasOpen()).toBe(true);
    saveChatTranscript({ ...TRANSCRIPT, open: false });
    expect(chatWasOpen()).toBe(false);
    for (const stored of ['{', 'null', '[]', '{"open":"yes"}']) {
      window.sessionStorage.setItem('rinn.chat.transcript', stored);
      expect(chatWasOpen(), stored).toBe(false);
    }
  });

  it('CHATBOT-014: the own lines of the chat keep their code, so the next page writes them in its language', () => {
    const withOwnLine = {
      ...TRANSCRIPT,
      messages: [...TRANSCRIPT.messages, { id: 'm3', text: 'Is there anything else I can help you with?', sender: 'bot' as const, time: 3, code: 'anythingElse' as const }],
    };
    saveChatTranscript(withOwnLine);
    expect(loadChatTranscript()).toEqual(withOwnLine);
    for (const line of [{ id: 'm3', text: 'x', sender: 'bot', time: 3, code: 'hello' }, { id: 'm3', text: 'x', sender: 'user', time: 3, code: 'thanks' }]) {
      expect(transcriptFrom({ ...TRANSCRIPT, messages: [line] }), JSON.stringify(line)).toBeNull();
    }
  });

  it('ignores what it did not write: unreadable or malformed storage gives no transcript', () => {
    for (const stored of ['{', '[]', JSON.stringify({ ...TRANSCRIPT, leadId: '' }), JSON.stringify({ ...TRANSCRIPT, messages: [{ id: 'm1', text: 'x', sender: 'admin', time: 1 }] })]) {
      window.sessionStorage.setItem('rinn.chat.transcript', stored);
      expect(loadChatTranscript(), stored).toBeNull();
    }
  });

  const message = fc.record({
    id: fc.string({ maxLength: TRANSCRIPT_LIMITS.messageIdLength }),
    text: fc.string({ maxLength: 200 }),
    sender: fc.constantFrom('bot' as const, 'user' as const),
    time: fc.double({ noNaN: true, noDefaultInfinity: true }),
  });
  const transcript = fc.record({
    leadId: fc.string({ minLength: 1, maxLength: TRANSCRIPT_LIMITS.idLength }),
    threadId: fc.option(fc.string({ minLength: 1, maxLength: TRANSCRIPT_LIMITS.idLength }), { nil: null }),
    messages: fc.array(message, { maxLength: 20 }),
    open: fc.boolean(),
  });

  test.prop([transcript])('CHATBOT-014: every transcript the chat can write is read back exactly, through JSON', (written) => {
    expect(transcriptFrom(JSON.parse(JSON.stringify(written)))).toEqual(JSON.parse(JSON.stringify(written)));
  });

  test.prop([transcript, fc.constantFrom('leadId', 'threadId', 'messages', 'open'), fc.anything()])(
    'CHATBOT-014: a transcript with any field replaced by something it could not have written is refused',
    (written, field, replacement) => {
      const candidate = { ...written, [field]: replacement };
      const valid =
        field === 'leadId' ? typeof replacement === 'string' && replacement.length >= 1 && replacement.length <= 100
        : field === 'threadId' ? replacement === null || (typeof replacement === 'string' && replacement.length >= 1 && replacement.length <= 100)
        : field === 'messages' ? Array.isArray(replacement) && replacement.length === 0
        : typeof replacement === 'boolean';
      expect(transcriptFrom(candidate) !== null).toBe(valid);
    },
  );

  it('CHATBOT-014: the limits hold at their edges, and fields it did not write are dropped', () => {
    const long = (length: number) => 'x'.repeat(length);
    const one = { id: 'm1', text: long(TRANSCRIPT_LIMITS.textLength), sender: 'bot', time: 1 };
    expect(transcriptFrom({ ...TRANSCRIPT, messages: [one] })).not.toBeNull();
    expect(transcriptFrom({ ...TRANSCRIPT, messages: [{ ...one, text: long(TRANSCRIPT_LIMITS.textLength + 1) }] })).toBeNull();
    expect(transcriptFrom({ ...TRANSCRIPT, messages: Array.from({ length: TRANSCRIPT_LIMITS.messages + 1 }, () => TRANSCRIPT.messages[0]) })).toBeNull();
    expect(transcriptFrom({ ...TRANSCRIPT, messages: [{ ...one, time: Number.NaN }] })).toBeNull();
    expect(transcriptFrom({ ...TRANSCRIPT, leadId: long(TRANSCRIPT_LIMITS.idLength + 1) })).toBeNull();
    expect(transcriptFrom({ ...TRANSCRIPT, extra: 'kept?', messages: [{ ...TRANSCRIPT.messages[0], html: '<b>' }] })).toEqual(TRANSCRIPT_WITH_FIRST_MESSAGE);
  });
});
