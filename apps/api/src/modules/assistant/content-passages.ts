import {
  BLOG_ARTICLES,
  CONTENT_PAGES,
  FAQS,
  FAQ_HUB_CATEGORIES,
  PRODUCT_PAGES_EN,
  PRODUCT_PAGES_HI,
  articlePath,
  parseBlogMarkup,
  plainTextOf,
  type FaqItem,
  type FaqSetId,
  type MarkupBlock,
  type ProductPage,
} from '@rinn/content';

/** A piece of Rinn's own content the assistant can answer from, with the page it is on. */
export interface Passage {
  /** Unique and stable across starts (the index key). */
  readonly id: string;
  /** What the passage answers: an FAQ question, a section heading. */
  readonly title: string;
  /** The page or article it belongs to (empty for FAQ hub items): weighs less than the title in a search. */
  readonly topic: string;
  /** The plain text a reader sees. */
  readonly text: string;
  /** The site path of the page that shows it (no fragment, so the chat widget can link it). */
  readonly url: string;
  readonly source: 'faq' | 'blog' | 'product' | 'page';
  /** The loan product (its page slug) the passage is about: its product page and its FAQ set. */
  readonly product?: string;
}

/** The page of each FAQ set: the hub for hub categories; the credit-score and EMI FAQs live on their pages. */
function faqSetPath(setId: FaqSetId): string {
  if ((FAQ_HUB_CATEGORIES as readonly string[]).includes(setId)) return `/resources/faq/${setId}`;
  return setId === 'credit-score' ? '/cibil-score' : '/emi-calculator';
}

function faqAnswer(item: FaqItem): string {
  return item.ans.trim();
}

/** Splits parsed markup at its headings: the text before the first heading, then one part per heading. */
function sectionsOf(blocks: readonly MarkupBlock[]): { heading: string | null; text: string }[] {
  let current: { heading: string | null; blocks: MarkupBlock[] } = { heading: null, blocks: [] };
  const sections = [current];
  for (const block of blocks) {
    if (block.kind === 'heading') sections.push((current = { heading: block.text, blocks: [] }));
    else current.blocks.push(block);
  }
  return sections.map((section) => ({ heading: section.heading, text: plainTextOf(section.blocks).trim() })).filter((section) => section.text !== '');
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?।]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The headings the assistant gives a product page's lists, in the page's language. */
const LIST_HEADINGS = {
  en: { eligibility: 'Eligibility', documents: 'Documents required' },
  hi: { eligibility: 'पात्रता', documents: 'ज़रूरी दस्तावेज़' },
} as const;

function productPassages(page: ProductPage, path: string): Passage[] {
  const name = page.banner.heading;
  const headings = LIST_HEADINGS[page.lang];
  const id = (part: string) => `product:${page.lang}:${page.slug}:${part}`;
  const passages: Passage[] = [
    { id: id('banner'), title: name, topic: name, text: sentence(page.banner.subheading), url: path, source: 'product' },
    {
      id: id('benefits'),
      title: 'Benefits',
      topic: name,
      text: page.benefits.map((benefit) => `${benefit.title}: ${sentence(benefit.description)}`).join(' '),
      url: path,
      source: 'product',
    },
    ...page.eligibility.map((group, index) => ({
      id: id(`eligibility-${index}`),
      title: `${headings.eligibility}: ${group.title}`,
      topic: name,
      text: `${sentence(group.title)} ${group.points.map(sentence).join(' ')}`,
      url: path,
      source: 'product' as const,
    })),
    ...page.documents.map((group, index) => ({
      id: id(`documents-${index}`),
      title: `${headings.documents}: ${group.title}`,
      topic: name,
      text: `${sentence(group.title)} ${group.points.map(sentence).join(' ')}`,
      url: path,
      source: 'product' as const,
    })),
    {
      id: id('steps'),
      title: 'How to apply',
      topic: name,
      text: page.steps.map((step, index) => `${index + 1}. ${step.title}: ${sentence(step.description)}`).join(' '),
      url: path,
      source: 'product',
    },
    ...page.highlights.map((tab) => ({
      id: id(`highlights-${tab.id}`),
      title: tab.title,
      topic: name,
      text: tab.points.map(sentence).join(' '),
      url: path,
      source: 'product' as const,
    })),
    ...page.faqs.map((item, index) => ({ id: id(`faq-${index}`), title: item.ques, topic: name, text: faqAnswer(item), url: path, source: 'faq' as const })),
  ];
  const ofProduct = passages.map((passage) => ({ ...passage, product: page.slug }));
  if (page.formula) {
    ofProduct.push({
      id: id('formula'),
      title: page.formula.title,
      topic: name,
      text: `${page.formula.formula}. ${page.formula.legend.map(sentence).join(' ')} ${sentence(page.formula.example.text)}`,
      url: path,
      source: 'product',
      product: page.slug,
    });
  }
  if (page.rates) {
    ofProduct.push({
      id: id('rates'),
      title: page.rates.caption,
      topic: name,
      text: `${page.rates.rows.map((row) => `${row.bankname}: interest ${row.interest}, processing fee ${row.pf}.`).join(' ')} Source: ${page.rates.source}, ${page.rates.asOf}.`,
      url: path,
      source: 'product',
      product: page.slug,
    });
  }
  return ofProduct;
}

/**
 * Every passage of Rinn's content the assistant answers from.
 *
 * @rule ASSIST-001 The assistant's knowledge is Rinn's own content from `@rinn/content`: every FAQ
 *   item (linked to its FAQ hub, /cibil-score or /emi-calculator, or its product page), every blog
 *   article section (linked to /resources/{slug}), every product page section (linked to /{slug},
 *   /hi/{slug} for Hindi) and every text page section (linked to its path); each passage carries the
 *   path of the page that shows it, and a product page's passages and its FAQ set's name the product.
 * @spec §3 Chatbot; §11 Answers from Rinn's own content
 * @returns the passages, ids unique.
 * @example
 * contentPassages().find((passage) => passage.source === 'faq')?.url; // '/resources/faq/personal-loan'
 */
export function contentPassages(): Passage[] {
  const passages: Passage[] = [];
  const productSlugs = new Set<string>(Object.values(PRODUCT_PAGES_EN).map((page) => page.slug));
  for (const [setId, set] of Object.entries(FAQS) as [FaqSetId, (typeof FAQS)[FaqSetId]][]) {
    const product = productSlugs.has(setId) ? { product: setId } : {};
    set.items.forEach((item, index) =>
      passages.push({ id: `faq:${setId}:${index}`, title: item.ques, topic: set.title, text: faqAnswer(item), url: faqSetPath(setId), source: 'faq', ...product }),
    );
  }
  for (const article of BLOG_ARTICLES) {
    sectionsOf(parseBlogMarkup(article.body)).forEach((section, index) =>
      passages.push({
        id: `blog:${article.slug}:${index}`,
        title: section.heading ?? article.title,
        topic: article.title,
        text: section.text,
        url: articlePath(article),
        source: 'blog',
      }),
    );
  }
  for (const page of Object.values(PRODUCT_PAGES_EN)) passages.push(...productPassages(page, `/${page.slug}`));
  for (const page of Object.values(PRODUCT_PAGES_HI)) if (page) passages.push(...productPassages(page, `/hi/${page.slug}`));
  for (const page of CONTENT_PAGES) {
    page.sections.forEach((section) =>
      passages.push({
        id: `page:${page.lang}:${page.path}:${section.id}`,
        title: section.heading,
        topic: page.heading,
        text: plainTextOf(parseBlogMarkup(section.body)).trim(),
        url: page.path,
        source: 'page',
      }),
    );
  }
  return passages;
}
