import { CONTACT_PAGE, PRODUCT_PAGES_EN, UI_STRINGS } from '@rinn/content';
import { isPresetReply } from '@rinn/rules';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Answer, AnswerRequest, Answerer } from './answerer.js';
import { type Passage, contentPassages } from './content-passages.js';

/** English and Hindi words that say nothing about the topic; left out of the index and of questions. */
const STOP_WORDS = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got has have how i if in into is it its ' +
    'me my of on or please so than that the their them then there these this to tell us was we were what when where which who ' +
    'why will with would you your yours know want need rinn ' +
    'के का की को से में है हैं और या लिए कौन कौनसे क्या कैसे चाहिए मेरे मेरा मेरी मुझे मैं आप आपका कर करें होता होती होते होगा ' +
    'जाता जाती जाते पर एक यह वह ही भी तो बताएँ बताइए'
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
  // A link `[title](path)` is one piece, so no chunk ends inside it and the visitor never sees its markup.
  const pieces = text.match(/\s*(?:\[[^\]\n]*\]\([^)\s]*\)|\S+)\s*/g) ?? [];
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

/**
 * A link in an answer, as the chat widget shows it: `[title](path)`, the title cleared of the
 * brackets that would end it early.
 *
 * @param title - what the link says.
 * @param path - the site path it leads to.
 * @returns the link's markup.
 * @example
 * answerLink('Used car loan FAQs', '/resources/faq/used-car-loan'); // '[Used car loan FAQs](/resources/faq/used-car-loan)'
 */
export function answerLink(title: string, path: string): string {
  return `[${title.replace(/[[\]\n]+/g, ' ').replace(/\s+/g, ' ').trim()}](${path})`;
}

/** The reply to a question the content does not answer. */
export const NO_ANSWER_TEXT =
  `I could not find an answer to that in Rinn's guides. Please write to our team through the ${answerLink('contact form', CONTACT_PAGE.path)} ` +
  'and we will get back to you. You can also ask me about personal, car or two-wheeler loans, EMIs, interest rates, documents or credit scores.';

/** How a passage is named in an answer: its page, then its own heading. */
function displayTitle(passage: Passage): string {
  return passage.topic && passage.topic !== passage.title && passage.source !== 'faq' ? `${passage.topic}, ${passage.title}` : passage.title;
}

/** The title of the page a passage is on (its topic), or the passage's own heading when it has none. */
function pageTitle(passage: Passage): string {
  return passage.topic || passage.title;
}

/** Lower case, hyphens as spaces: how questions and product names are compared. */
function plainWords(text: string): string {
  return text.toLowerCase().replace(/[-‐–]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The names a visitor may give each loan product: its slug in words (`used car loan`, and without
 * "loan" when two words remain, `used car`) and its menu labels in English and Hindi.
 */
function productNames(): ReadonlyArray<{ readonly product: string; readonly name: string }> {
  const slugs = Object.values(PRODUCT_PAGES_EN).map((page) => page.slug);
  const names = slugs.flatMap((slug) => {
    const words = plainWords(slug);
    const withoutLoan = words.replace(/ loan$/, '');
    return [words, ...(withoutLoan !== words && withoutLoan.includes(' ') ? [withoutLoan] : [])].map((name) => ({ product: slug, name }));
  });
  // Menu labels are keyed `nav` + the slug in camel case (navUsedCarLoan → used-car-loan).
  for (const [key, english] of Object.entries(UI_STRINGS.en)) {
    const slug = key.replace(/^nav/, '').replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase();
    if (!key.startsWith('nav') || !slugs.includes(slug)) continue;
    const hindi = UI_STRINGS.hi[key as keyof typeof UI_STRINGS.hi];
    for (const name of [english, hindi]) names.push({ product: slug, name: plainWords(name) });
  }
  return names;
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
  private readonly productNames = productNames();

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
   * The loan product a question names, if any: the longest product name found in it.
   *
   * @param question - the question.
   * @returns the product's page slug, or null.
   */
  productOf(question: string): { readonly product: string; readonly name: string } | null {
    const words = ` ${plainWords(question).replace(/[^\p{L}\p{M}\p{N} ]+/gu, ' ')} `;
    const named = this.productNames.filter(({ name }) => words.includes(` ${name} `)).sort((a, b) => b.name.length - a.name.length);
    return named[0] ?? null;
  }

  /**
   * Composes the answer text for a question.
   *
   * @rule ASSIST-002 A question is answered from the best passage (search score times the square of
   *   the share of the question's words it matches, stop words left out) when it matches at least
   *   half of those words: up to about 420 characters of whole
   *   sentences from the passage, then 'Read more: ' and a link to its page named by the page's
   *   title ('[title](path)'); a second page is suggested, also as a titled link, when its passage
   *   scores at least three quarters of the best.
   * @rule ASSIST-013 A question that names a loan product (its name in words or its menu label, in
   *   English or Hindi) is answered from that product's own passages (its product page and its FAQ
   *   set) when one of them matches at least half of the question's words: documents for a used car
   *   loan are the used car loan's list, with the RC and insurance of the car.
   * @spec §3 Chatbot; §11 Answers from Rinn's own content
   * @rule ASSIST-003 A question no passage answers well gets a reply pointing to the contact form
   *   at /contact-us (`CONTACT_PAGE.path`), never an invented answer.
   * @spec §2 Contact us; §11 Questions it cannot answer
   * @rule ASSIST-004 The preset replies of CHATQ-002 (hi, thanks, bye, yes, no …) get a short fixed
   *   reply rather than a search.
   * @spec §5 Chat question (preset words skip validation)
   * @param question - the question.
   * @returns the text and the pages it comes from.
   * @example
   * new RetrievalAnswerer().compose('What documents do I need for a personal loan?').text; // '… Read more: [Personal loan FAQs](/resources/faq/personal-loan)'
   */
  compose(question: string): ComposedAnswer {
    if (isPresetReply(question)) {
      const key = question.trim().replace(/[.!?]+$/u, '').trim().toLowerCase();
      const preset = PRESET_ANSWERS[key];
      if (preset) return { text: preset, sources: [] };
    }
    const allTerms = questionTerms(question);
    if (allTerms.length === 0) return { text: NO_ANSWER_TEXT, sources: [CONTACT_PAGE.path] };
    // A passage matching more of the question's words counts for more than its search score alone says.
    const ranked = (terms: readonly string[], filter?: (result: SearchResult) => boolean) => {
      const coverage = (result: SearchResult) => new Set(result.queryTerms).size / terms.length;
      return this.index
        .search(terms.join(' '), filter ? { filter } : {})
        .slice(0, RERANKED_RESULTS)
        .map((result) => ({ ...result, coverage: coverage(result), score: result.score * coverage(result) ** 2 }))
        .sort((a, b) => b.score - a.score);
    };
    // A named product is searched among its own passages for the rest of the question: every one of
    // them is about that product, so its name would match them all.
    const named = this.productOf(question);
    const nameTerms = new Set(named ? questionTerms(named.name) : []);
    const topicTerms = allTerms.filter((term) => !nameTerms.has(term));
    const ofProduct = named && topicTerms.length > 0 ? ranked(topicTerms, (result) => this.passages.get(String(result.id))?.product === named.product) : [];
    const results = ofProduct[0] !== undefined && ofProduct[0].coverage >= MIN_COVERAGE ? ofProduct : ranked(allTerms);
    const coverage = (result: (typeof results)[number]) => result.coverage;
    const best = results[0];
    if (!best || coverage(best) < MIN_COVERAGE) return { text: NO_ANSWER_TEXT, sources: [CONTACT_PAGE.path] };
    const bestPassage = this.passages.get(String(best.id));
    if (bestPassage === undefined) throw new Error(`search result ${best.id} has no passage`);
    const related = results.find(
      (result) =>
        result.score >= best.score * RELATED_SCORE_SHARE &&
        coverage(result) >= MIN_COVERAGE &&
        this.passages.get(String(result.id))?.url !== bestPassage.url,
    );
    const relatedPassage = related ? this.passages.get(String(related.id)) : undefined;
    const lines = [concise(bestPassage.text), '', `Read more: ${answerLink(pageTitle(bestPassage), bestPassage.url)}`];
    if (relatedPassage) lines.push(`You may also find this useful: ${answerLink(displayTitle(relatedPassage), relatedPassage.url)}`);
    return { text: lines.join('\n'), sources: relatedPassage ? [bestPassage.url, relatedPassage.url] : [bestPassage.url] };
  }

  async answer(request: AnswerRequest): Promise<Answer> {
    const composed = this.compose(request.question);
    return { chunks: streamOf(chunkWords(composed.text), request.signal), sources: composed.sources };
  }
}
