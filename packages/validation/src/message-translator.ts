/** A message with limits in it, as a package writes it: `minLengthMessage(3)`, `amountOutOfRange(1, 5)`. */
export type MessageFactory = (...limits: number[]) => string;

/** A catalogue of messages by name: fixed texts and factories with limits. */
export type MessageCatalogue<Name extends string> = Readonly<Record<Name, string | MessageFactory>>;

// Sample limits whose digits the factories' own words do not contain: splitting a sample text at
// them leaves the words around each limit (a `₹` or grouping the factory adds stays with the limit).
const SAMPLE_LIMITS = [7, 9] as const;
/** A limit as a factory writes it: `String(n)`, `formatIndianNumber(n)` or `formatRupees`' digits. */
const LIMIT = '(-?\\d[\\d,]*(?:\\.\\d+)?)';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern that reads a factory's limits back out of a text it wrote. */
function patternOf(english: MessageFactory): RegExp {
  const samples = SAMPLE_LIMITS.slice(0, english.length);
  let rest = english(...samples);
  let source = '^';
  for (const sample of samples) {
    const at = rest.indexOf(String(sample));
    source += `${escape(rest.slice(0, at))}${LIMIT}`;
    rest = rest.slice(at + String(sample).length);
  }
  return new RegExp(`${source}${escape(rest)}$`);
}

/**
 * Translates the messages of one catalogue into another language with the same names: a fixed text
 * by its English, a text with limits by reading the limits back out of it and writing them into
 * the translation. Only a text the English factory itself writes for those limits is translated,
 * so a server text that merely looks alike is left alone. The English is read from the catalogue's
 * own factories, so a change to their wording cannot leave a translation matching an old text.
 *
 * @param english - the catalogue as the package writes it
 * @param translated - the same names in the other language (factories where the English has them)
 * @returns the translation of a message of the catalogue, or undefined for any other text
 * @example
 * const toHindi = messageTranslator({ hello: 'Hello' }, { hello: 'नमस्ते' });
 * toHindi('Hello'); // 'नमस्ते'
 */
export function messageTranslator<Name extends string>(english: MessageCatalogue<Name>, translated: MessageCatalogue<Name>): (message: string) => string | undefined {
  const names = Object.keys(english) as Name[];
  const fixed = new Map<string, string>();
  const withLimits: { readonly english: MessageFactory; readonly pattern: RegExp; readonly translated: MessageFactory }[] = [];
  for (const name of names) {
    const source = english[name];
    const target = translated[name];
    if (typeof source === 'string' && typeof target === 'string') fixed.set(source, target);
    else if (typeof source === 'function' && typeof target === 'function') withLimits.push({ english: source, pattern: patternOf(source), translated: target });
  }
  return (message) => {
    const exact = fixed.get(message);
    if (exact !== undefined) return exact;
    for (const family of withLimits) {
      const found = family.pattern.exec(message);
      if (!found) continue;
      const limits = found.slice(1).map((text) => Number(text.replaceAll(',', '')));
      if (family.english(...limits) === message) return family.translated(...limits);
    }
    return undefined;
  };
}
