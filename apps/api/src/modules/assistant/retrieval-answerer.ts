import { CONTACT_PAGE } from '@rinn/content';
import { isPresetReply } from '@rinn/rules';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Answer, AnswerRequest, Answerer } from './answerer.js';
import { type Passage, contentPassages } from './content-passages.js';

/** English words that say nothing about the topic; left out of the index and of questions. */
const STOP_WORDS = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got has have how i if in into is it its ' +
    'me my of on or please so than that the their them then there these this to tell us was we were what when where which who ' +
    'why will with would you your yours know want need rinn'
  ).split(' '),
);

/** Longest answer text taken from one passage, in characters (whole sentences). */
const ANSWER_TEXT_LIMIT = 420;
/** Words per streamed chunk. */
const WORDS_PER_CHUNK = 4;
/** Share of the question's words the best passage must match to count as an answer. */
const MIN_COVERAGE = 0.5;
/** How many of the best scored passages are reweighed by how much of the question they match. */
const RERANKED_RESULTS = 20;
/** A second page is suggested only when its passage scores at least this share of the best one. */
const RELATED_SCORE_SHARE = 0.75;

function normaliseTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Distinct question words that count (stop words out), as the index sees them. */
function questionTerms(question: string): string[] {
  const words = question.split(/[\n\r\p{Z}\p{P}\p{S}]+/u).filter((word) => word !== '');
  return [...new Set(words.map(normaliseTerm).filter((term): term is string => term !== null))];
}

/** Whole sentences of a passage up to the limit (at least one, cut at a word if it is huge). */
function concise(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?।])\s+/u);
  let result = '';
  for (const sentence of sentences) {
    if (result !== '' && result.length + 1 + sentence.length > ANSWER_TEXT_LIMIT) break;
    result = result === '' ? sentence : `${result} ${sentence}`;
  }
  if (result.length <= ANSWER_TEXT_LIMIT * 1.5) return result;
  return `${result.slice(0, ANSWER_TEXT_LIMIT).replace(/\s+\S*$/, '')}…`;
}

/**
 * Splits a text into chunks of a few words each, whitespace kept, so the chunks concatenated are
 * exactly the text.
 *
 * @param text - the answer.
 * @param wordsPerChunk - words in each chunk.
 * @returns the chunks, in order.
 * @example
 * chunkWords('one two three', 2); // ['one two ', 'three']
 */
export function chunkWords(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  return chunks;
}

const PRESET_ANSWERS: Readonly<Record<string, string>> = {
  hi: 'Hello! I can help with personal, car and two-wheeler loans, EMIs, interest rates, documents and credit scores. What would you like to know?',
  hello: 'Hello! I can help with personal, car and two-wheeler loans, EMIs, interest rates, documents and credit scores. What would you like to know?',
  hey: 'Hello! I can help with personal, car and two-wheeler loans, EMIs, interest rates, documents and credit scores. What would you like to know?',
  yes: 'Sure. What would you like to know?',
  ok: 'Sure. What would you like to know?',
  okay: 'Sure. What would you like to know?',
  no: 'Alright. If you need anything else, just ask.',
  thanks: 'You are welcome! Ask me anything else about loans, EMIs or credit scores.',
  'thank you': 'You are welcome! Ask me anything else about loans, EMIs or credit scores.',
  bye: 'Goodbye! Come back any time you have a question.',
};

/** The reply to a question the content does not answer. */
export const NO_ANSWER_TEXT =
  `I could not find an answer to that in Rinn's guides. Please write to our team through the contact form at ${CONTACT_PAGE.path} ` +
  'and we will get back to you. You can also ask me about personal, car or two-wheeler loans, EMIs, interest rates, documents or credit scores.';

/** How a passage is named in an answer: its page, then its own heading. */
function displayTitle(passage: Passage): string {
  return passage.topic && passage.topic !== passage.title && passage.source !== 'faq' ? `${passage.topic}, ${passage.title}` : passage.title;
}

/** A composed answer before it is streamed. */
export interface ComposedAnswer {
  readonly text: string;
  readonly sources: readonly string[];
}

async function* streamOf(chunks: readonly string[], signal: AbortSignal): AsyncGenerator<string> {
  for (const chunk of chunks) {
    if (signal.aborted) return;
    yield chunk;
  }
}

/**
 * The default answerer: a MiniSearch index over Rinn's content (FAQ items, blog sections, product
 * and text page sections), built once when the server starts; no network.
 */
export class RetrievalAnswerer implements Answerer {
  private readonly index: MiniSearch<Passage>;
  private readonly passages: ReadonlyMap<string, Passage>;

  /**
   * @param passages - what to answer from; all of `@rinn/content` by default.
   */
  constructor(passages: readonly Passage[] = contentPassages()) {
    this.passages = new Map(passages.map((passage) => [passage.id, passage]));
    this.index = new MiniSearch<Passage>({
      fields: ['title', 'topic', 'text'],
      storeFields: ['source'],
      processTerm: normaliseTerm,
      searchOptions: {
        boost: { title: 2, topic: 0.5 },
        combineWith: 'OR',
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        // FAQ items are written as answers to questions, so they are preferred on a tie.
        boostDocument: (_id, _term, stored) => (stored?.source === 'faq' ? 1.2 : 1),
      },
    });
    this.index.addAll([...this.passages.values()]);
  }

  /** How many passages the index holds. */
  get size(): number {
    return this.index.documentCount;
  }

  /**
   * Composes the answer text for a question.
   *
   * @rule ASSIST-002 A question is answered from the best passage (search score times the square of
   *   the share of the question's words it matches, stop words left out) when it matches at least
   *   half of those words: up to about 420 characters of whole
   *   sentences from the passage, then 'Read more: {page path}'; a second page is suggested when its
   *   passage scores at least three quarters of the best.
   * @spec §3 Chatbot; issue 5 Support assistant (the best passages composed into a concise answer with a link)
   * @rule ASSIST-003 A question no passage answers well gets a reply pointing to the contact form
   *   at /contact-us (`CONTACT_PAGE.path`), never an invented answer.
   * @spec §2 Contact us; issue 5 Support assistant (questions it cannot answer)
   * @rule ASSIST-004 The preset replies of CHATQ-002 (hi, thanks, bye, yes, no …) get a short fixed
   *   reply rather than a search.
   * @spec §5 Chat question (preset words skip validation)
   * @param question - the question.
   * @returns the text and the pages it comes from.
   * @example
   * new RetrievalAnswerer().compose('What documents do I need for a personal loan?').text; // '… Read more: /resources/faq/personal-loan'
   */
  compose(question: string): ComposedAnswer {
    if (isPresetReply(question)) {
      const key = question.trim().replace(/[.!?]+$/u, '').trim().toLowerCase();
      const preset = PRESET_ANSWERS[key];
      if (preset) return { text: preset, sources: [] };
    }
    const terms = questionTerms(question);
    if (terms.length === 0) return { text: NO_ANSWER_TEXT, sources: [CONTACT_PAGE.path] };
    const coverage = (result: SearchResult) => new Set(result.queryTerms).size / terms.length;
    // A passage matching more of the question's words counts for more than its search score alone says.
    const results = this.index
      .search(terms.join(' '))
      .slice(0, RERANKED_RESULTS)
      .map((result) => ({ ...result, score: result.score * coverage(result) ** 2 }))
      .sort((a, b) => b.score - a.score);
    const best = results[0];
    if (!best || coverage(best) < MIN_COVERAGE) return { text: NO_ANSWER_TEXT, sources: [CONTACT_PAGE.path] };
    const bestPassage = this.passages.get(String(best.id))!;
    const related = results.find(
      (result) =>
        result.score >= best.score * RELATED_SCORE_SHARE &&
        coverage(result) >= MIN_COVERAGE &&
        this.passages.get(String(result.id))!.url !== bestPassage.url,
    );
    const relatedPassage = related ? this.passages.get(String(related.id)) : undefined;
    const lines = [concise(bestPassage.text), '', `Read more: ${bestPassage.url}`];
    if (relatedPassage) lines.push(`You may also find this useful: ${displayTitle(relatedPassage)} at ${relatedPassage.url}`);
    return { text: lines.join('\n'), sources: relatedPassage ? [bestPassage.url, relatedPassage.url] : [bestPassage.url] };
  }

  async answer(request: AnswerRequest): Promise<Answer> {
    const composed = this.compose(request.question);
    return { chunks: streamOf(chunkWords(composed.text), request.signal), sources: composed.sources };
  }
}
