/** Plain text; renderers must output it as text (escaped), never as HTML. */
export interface MarkupText {
  readonly kind: 'text';
  readonly text: string;
}

/** Bold text from `**…**`. */
export interface MarkupBold {
  readonly kind: 'bold';
  readonly text: string;
}

/** A link from `[text](/internal-path)`; `href` is always a site-relative path. */
export interface MarkupLink {
  readonly kind: 'link';
  readonly text: string;
  readonly href: string;
}

/** One inline run of a paragraph or list item. */
export type MarkupInline = MarkupText | MarkupBold | MarkupLink;

/** A `## ` heading with the anchor id used by the 'On this page' list. */
export interface MarkupHeading {
  readonly kind: 'heading';
  readonly text: string;
  readonly anchor: string;
}

/** A paragraph: consecutive text lines up to a blank line, joined by spaces. */
export interface MarkupParagraph {
  readonly kind: 'paragraph';
  readonly children: readonly MarkupInline[];
}

/** Consecutive `- ` lines. */
export interface MarkupList {
  readonly kind: 'list';
  readonly items: readonly (readonly MarkupInline[])[];
}

/** One block of a parsed body. */
export type MarkupBlock = MarkupHeading | MarkupParagraph | MarkupList;

/** An entry of the 'On this page' list. */
export interface HeadingEntry {
  readonly text: string;
  readonly anchor: string;
}

const HEADING_PREFIX = '## ';
const LIST_PREFIX = '- ';
// Only site-relative paths become links: no scheme (javascript:, data:), no protocol-relative `//`.
const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9\-/]*$/;
const INLINE_TOKEN = /\*\*([^*]+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Anchor id of a heading: lower-case letters and digits of any script joined by hyphens.
 *
 * @param text - The heading text.
 * @returns The anchor, or `section` when the text has no letters or digits.
 * @example anchorOf('How EMI is calculated?') // 'how-emi-is-calculated'
 */
function anchorOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.join('-') : 'section';
}

function parseInline(text: string): MarkupInline[] {
  const runs: MarkupInline[] = [];
  let plain = '';
  let cursor = 0;
  for (const match of text.matchAll(INLINE_TOKEN)) {
    const [whole, boldText, linkText, href] = match;
    const isLink = linkText !== undefined && href !== undefined;
    if (isLink && !INTERNAL_PATH.test(href)) continue;
    plain += text.slice(cursor, match.index);
    cursor = match.index + whole.length;
    if (plain) runs.push({ kind: 'text', text: plain });
    plain = '';
    runs.push(isLink ? { kind: 'link', text: linkText, href } : { kind: 'bold', text: boldText ?? '' });
  }
  plain += text.slice(cursor);
  if (plain) runs.push({ kind: 'text', text: plain });
  return runs;
}

/** Assigns each heading a unique anchor; repeats get `-2`, `-3` … so every id is distinct. */
function uniqueAnchors(texts: readonly string[]): string[] {
  const used = new Set<string>();
  return texts.map((text) => {
    const base = anchorOf(text);
    let anchor = base;
    for (let suffix = 2; used.has(anchor); suffix++) anchor = `${base}-${suffix}`;
    used.add(anchor);
    return anchor;
  });
}

/**
 * Parses the blog's tiny markup into a tree that renderers can output without raw HTML.
 *
 * @rule BLOG-001 Blog and legal bodies use a tiny markup: `## ` lines are headings, blank lines
 *   separate paragraphs, `- ` lines are list items, `**bold**` is bold and `[text](/path)` is a
 *   link only when the target is a site-relative path. Everything else, HTML included, stays text.
 * @spec §9 Display — blog content supports simple heading and bold markup.
 * @param body - The article or page body.
 * @returns The blocks in document order; headings carry unique anchors.
 * @example
 * parseBlogMarkup('## EMI\nPay **on time**.')
 * // [{ kind: 'heading', text: 'EMI', anchor: 'emi' },
 * //  { kind: 'paragraph', children: [{ kind: 'text', text: 'Pay ' }, { kind: 'bold', text: 'on time' }, { kind: 'text', text: '.' }] }]
 */
export function parseBlogMarkup(body: string): MarkupBlock[] {
  const blocks: Array<{ kind: 'heading'; text: string } | MarkupParagraph | MarkupList> = [];
  let paragraphLines: string[] = [];
  let listItems: MarkupInline[][] = [];
  const flush = (): void => {
    if (paragraphLines.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraphLines.join(' ')) });
    if (listItems.length > 0) blocks.push({ kind: 'list', items: listItems });
    paragraphLines = [];
    listItems = [];
  };
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith(HEADING_PREFIX)) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(HEADING_PREFIX.length).trim() });
    } else if (line.startsWith(LIST_PREFIX)) {
      if (paragraphLines.length > 0) flush();
      listItems.push(parseInline(line.slice(LIST_PREFIX.length).trim()));
    } else if (line === '') {
      flush();
    } else {
      if (listItems.length > 0) flush();
      paragraphLines.push(line);
    }
  }
  flush();
  const anchors = uniqueAnchors(blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : [])));
  let headingIndex = 0;
  return blocks.map((block) =>
    block.kind === 'heading' ? { kind: 'heading', text: block.text, anchor: anchors[headingIndex++] ?? 'section' } : block,
  );
}

/**
 * The 'On this page' list of a body: its headings with their anchors.
 *
 * @rule BLOG-002 The 'On this page' list holds every `## ` heading of the body in order, each with
 *   a unique anchor made of its lower-cased letters and digits joined by hyphens; the same anchors
 *   are on the parsed headings.
 * @spec §2 Screens — an 'On this page' list for mobile.
 * @param body - The article or page body.
 * @returns The headings in order.
 * @example headingsOf('## Fixed rate\ntext\n## Fixed rate') // [{ text: 'Fixed rate', anchor: 'fixed-rate' }, { text: 'Fixed rate', anchor: 'fixed-rate-2' }]
 */
export function headingsOf(body: string): HeadingEntry[] {
  return parseBlogMarkup(body).flatMap((block) => (block.kind === 'heading' ? [{ text: block.text, anchor: block.anchor }] : []));
}

/**
 * The text a reader sees, without markup, blocks separated by blank lines.
 *
 * @param blocks - Parsed blocks from {@link parseBlogMarkup}.
 * @returns The plain text.
 * @example plainTextOf(parseBlogMarkup('Pay **on time**.')) // 'Pay on time.'
 */
export function plainTextOf(blocks: readonly MarkupBlock[]): string {
  const inlineText = (runs: readonly MarkupInline[]): string => runs.map((run) => run.text).join('');
  return blocks
    .map((block) => {
      if (block.kind === 'heading') return block.text;
      if (block.kind === 'paragraph') return inlineText(block.children);
      return block.items.map(inlineText).join('\n');
    })
    .join('\n\n');
}

/**
 * Every link target in a body, in order.
 *
 * @param body - The article or page body.
 * @returns The `href` of each link node.
 * @example linksOf('See [EMI](/emi-calculator).') // ['/emi-calculator']
 */
export function linksOf(body: string): string[] {
  return parseBlogMarkup(body).flatMap((block) => {
    const runs = block.kind === 'paragraph' ? block.children : block.kind === 'list' ? block.items.flat() : [];
    return runs.flatMap((run) => (run.kind === 'link' ? [run.href] : []));
  });
}
