import { randomBytes } from 'node:crypto';
import type { ChatStreamLine } from '@rinn/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { chatMessages, chatThreads, leads } from '../../db/schema.js';
import { messages } from '../../http/messages.js';
import { storableText } from '../../http/storable-text.js';
import type { Answerer, ChatTurn } from './answerer.js';

/** What the chat service needs from the server. */
export interface ChatServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly answerer: Answerer;
  readonly log: { error(details: object, message: string): void };
  /**
   * Pause between two text lines of an answer, in milliseconds; {@link ANSWER_CHUNK_INTERVAL_MS} by
   * default. 0 writes them back to back (in-process tests that do not test pacing).
   */
  readonly chunkIntervalMs?: number;
}

/** A question as chatbot-v2 receives it. */
export interface ChatQuestionInput {
  readonly question: string;
  readonly threadId?: string | null | undefined;
  readonly leadId?: string | null | undefined;
}

/** A question stored in its thread, ready to be answered. */
export interface PendingAnswer {
  readonly threadId: string;
  readonly question: string;
  readonly history: readonly ChatTurn[];
}

/** Earlier messages an answerer sees. */
const HISTORY_LIMIT = 20;

/**
 * Pause between two text lines of a streamed answer. Written all at once, a whole answer reaches the
 * browser in one network read and the widget shows it in one go; spaced out, it appears a few words
 * at a time. 30 ms keeps the longest retrieval answer (28 chunks) under a second, far inside the
 * client's 25 s reply timeout (§9).
 */
export const ANSWER_CHUNK_INTERVAL_MS = 30;

/**
 * Waits the given time, or less when the signal aborts first (it never rejects).
 *
 * @param milliseconds - how long; 0 or less returns at once, without a timer.
 * @param signal - ends the wait early.
 */
function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  if (milliseconds <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, milliseconds);
    signal.addEventListener('abort', finish, { once: true });
  });
}

/** One NDJSON line of the chat stream (STREAM-001). */
function line(value: ChatStreamLine): string {
  return `${JSON.stringify(value)}\n`;
}

/** The support assistant's conversations: threads and messages stored, answers streamed. */
export class ChatService {
  constructor(private readonly deps: ChatServiceDependencies) {}

  /**
   * Stores the question in its thread (a new thread when none, or an unknown one, is named).
   *
   * @rule ASSIST-005 Every question and every complete answer is stored as a message of a thread
   *   (`chat_threads`, `chat_messages`, the answer with the pages it came from). A missing or
   *   unknown thread_id starts a new thread (`thr_` and 96 random bits); leads_id links the thread
   *   to an existing lead and is ignored otherwise.
   * @spec §3 Chatbot (messages, leadId, thread id); §7 POST chatbot-v2
   * @param input - question, thread and lead ids.
   * @returns the thread and the history before this question.
   */
  async begin(input: ChatQuestionInput): Promise<PendingAnswer> {
    const { db, clock } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [lead] = input.leadId ? await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId)) : [];
      const [existing] = input.threadId ? await tx.select().from(chatThreads).where(eq(chatThreads.id, input.threadId)) : [];
      let threadId: string;
      let history: ChatTurn[] = [];
      if (existing) {
        threadId = existing.id;
        await tx
          .update(chatThreads)
          .set({ updatedAt: now, ...(existing.leadId === null && lead ? { leadId: lead.id } : {}) })
          .where(eq(chatThreads.id, threadId));
        const recent = await tx
          .select({ sender: chatMessages.sender, text: chatMessages.text })
          .from(chatMessages)
          .where(eq(chatMessages.threadId, threadId))
          .orderBy(desc(chatMessages.id))
          .limit(HISTORY_LIMIT);
        history = recent.reverse().map((message) => ({ sender: message.sender === 'bot' ? 'bot' : 'user', text: message.text }));
      } else {
        threadId = `thr_${randomBytes(12).toString('base64url')}`;
        await tx.insert(chatThreads).values({ id: threadId, leadId: lead?.id ?? null, createdAt: now, updatedAt: now });
      }
      const question = storableText(input.question);
      await tx.insert(chatMessages).values({ threadId, sender: 'user', text: question, createdAt: now });
      return { threadId, question, history };
    });
  }

  /**
   * Answers a stored question as chat-stream lines: the text chunks as the answerer produces them,
   * then, once the whole answer is stored, the done line with the thread id.
   *
   * @rule ASSIST-010 chatbot-v2 streams `application/x-ndjson` exactly as STREAM-001: one
   *   `{"text":…}` line per chunk as it is produced, then `{"done":true,"threadId":…}` only after
   *   the whole answer is stored; if answering fails midway the stream ends with
   *   `{"error":{"message":"An error occurred while processing your request."}}` and no done line.
   * @spec §7 POST chatbot-v2, §8 Other chat failure
   * @rule ASSIST-012 The text lines of an answer are written 30 ms apart
   *   (`ANSWER_CHUNK_INTERVAL_MS`), each sent to the client as it is written (not compressed, not
   *   held back), so the answer appears a few words at a time; the lines joined are the same answer
   *   as written without pauses. When the client goes away no further line is written and no
   *   further chunk is asked of the answerer.
   * @spec §7 POST chatbot-v2 (streamed text chunks); §9 Chatbot reply timeout 25 s
   * @param pending - from {@link begin}.
   * @param signal - aborted when the client goes away.
   * @returns the lines, each ending in a newline.
   */
  async *answer(pending: PendingAnswer, signal: AbortSignal): AsyncGenerator<string> {
    const { db, clock, answerer, log } = this.deps;
    const interval = this.deps.chunkIntervalMs ?? ANSWER_CHUNK_INTERVAL_MS;
    try {
      const answer = await answerer.answer({ question: pending.question, history: pending.history, signal });
      let text = '';
      for await (const chunk of answer.chunks) {
        if (chunk === '') continue;
        // The pause comes before every line but the first, so the first words are not delayed.
        if (text !== '') await pause(interval, signal);
        // A visitor who left gets nothing more, and the answerer is asked for nothing more (the loop's exit returns its iterator).
        if (signal.aborted) return;
        text += chunk;
        yield line({ text: chunk });
      }
      // An answer cut off by the visitor leaving is not complete, so it is not stored (ASSIST-005).
      if (signal.aborted) return;
      const now = clock.now();
      await db.insert(chatMessages).values({ threadId: pending.threadId, sender: 'bot', text: storableText(text), sources: [...answer.sources], createdAt: now });
      await db.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.id, pending.threadId));
      yield line({ done: true, threadId: pending.threadId });
    } catch (error) {
      log.error({ err: error, threadId: pending.threadId }, 'The assistant failed while answering');
      yield line({ error: { message: messages.chatFailed } });
    }
  }

  /**
   * The messages of a thread, oldest first (for tests and support tooling).
   *
   * @param threadId - the thread.
   * @returns its messages.
   */
  async messagesOf(threadId: string) {
    return this.deps.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.id));
  }
}
