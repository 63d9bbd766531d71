/** One earlier message of the thread, oldest first. */
export interface ChatTurn {
  readonly sender: 'user' | 'bot';
  readonly text: string;
}

/** What an answerer is asked. */
export interface AnswerRequest {
  /** The question, trimmed, at most 300 characters (§9). */
  readonly question: string;
  /** The thread so far (without this question), oldest first; a hosted model may use it as context. */
  readonly history: readonly ChatTurn[];
  /** Aborted when the client goes away; an answerer should stop work then. */
  readonly signal: AbortSignal;
}

/** An answer as it is produced. */
export interface Answer {
  /** The text in pieces, in order; concatenated they are the answer. */
  readonly chunks: AsyncIterable<string>;
  /** Site paths of the pages the answer is based on (stored with the message). */
  readonly sources: readonly string[];
}

/**
 * Produces the support assistant's answers. The default {@link RetrievalAnswerer} composes them
 * from Rinn's own content without any network; a hosted language model can implement the same
 * interface and be passed to the server (`ServerOverrides.answerer`) instead.
 */
export interface Answerer {
  answer(request: AnswerRequest): Promise<Answer>;
}
