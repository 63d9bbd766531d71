import { RulesError } from './errors.js';
import { ERROR_MESSAGES } from './messages.js';

/** The site's languages; English is the default, Hindi the variant. */
export const LANGUAGES = ['en', 'hi'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/**
 * Whether a path segment is one of {@link LANGUAGES} (LANG-001: exactly en or hi, lower case).
 *
 * @param segment - one segment of a path, without slashes
 * @returns true for `en` and `hi`
 * @example isLanguage('hi'); // true — isLanguage('EN'); // false
 */
export function isLanguage(segment: string): segment is Language {
  return (LANGUAGES as readonly string[]).includes(segment);
}

/** The language of a path without a language segment. */
export const DEFAULT_LANGUAGE: Language = 'en';

interface SplitPath {
  readonly segment: Language | null;
  /** The pathname after the language segment (or the whole pathname when there is none). */
  readonly rest: string;
  /** Query and hash, kept as they are. */
  readonly suffix: string;
}

function splitPath(path: string): SplitPath {
  if (!path.startsWith('/')) throw new RulesError('INVALID_PATH', ERROR_MESSAGES.invalidPath(path));
  const suffixStart = path.search(/[?#]/);
  const pathname = suffixStart === -1 ? path : path.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : path.slice(suffixStart);
  const first = pathname.slice(1).split('/', 1)[0] ?? '';
  if (!isLanguage(first)) return { segment: null, rest: pathname, suffix };
  return { segment: first, rest: pathname.slice(first.length + 1), suffix };
}

/**
 * The language segment a path starts with.
 *
 * @rule LANG-001 A path is in a language when its first segment is exactly en or hi (lower case);
 *   /english or /EN are ordinary segments.
 * @spec §2 Routes (/hi/two-wheeler-loan and /en/two-wheeler-loan)
 * @param path - a pathname starting with `/`, optionally with query and hash
 * @returns `en`, `hi`, or null when the path has no language segment
 * @throws {@link RulesError} `INVALID_PATH` when the path does not start with `/`
 * @example
 * ```ts
 * languageOfPath('/hi/two-wheeler-loan'); // 'hi'
 * languageOfPath('/two-wheeler-loan'); // null
 * ```
 */
export function languageOfPath(path: string): Language | null {
  return splitPath(path).segment;
}

/**
 * The path with its language segment removed, for comparing pages across languages.
 *
 * @param path - a pathname starting with `/`, optionally with query and hash
 * @returns the same page without the language segment (`/` at least), query and hash kept
 * @throws {@link RulesError} `INVALID_PATH` when the path does not start with `/`
 * @example
 * ```ts
 * stripLanguage('/hi/two-wheeler-loan?x=1'); // '/two-wheeler-loan?x=1'
 * ```
 */
export function stripLanguage(path: string): string {
  const { rest, suffix } = splitPath(path);
  return `${rest === '' ? '/' : rest}${suffix}`;
}

/**
 * The same page in another language, for the language toggle.
 *
 * @rule LANG-002 The language toggle replaces an existing leading /en or /hi segment with the
 *   target, or prefixes the target segment when there is none; the rest of the path, the query
 *   and the hash are kept.
 * @spec §2 Routes (the language toggle swaps or prefixes the language segment)
 * @workedExample /hi/two-wheeler-loan → en → /en/two-wheeler-loan; /two-wheeler-loan → hi →
 *   /hi/two-wheeler-loan; / → hi → /hi
 * @param path - a pathname starting with `/`, optionally with query and hash
 * @param target - the language to switch to
 * @returns the path in the target language
 * @throws {@link RulesError} `INVALID_PATH` when the path does not start with `/`
 * @example
 * ```ts
 * swapLanguage('/hi/two-wheeler-loan', 'en'); // '/en/two-wheeler-loan'
 * ```
 */
export function swapLanguage(path: string, target: Language): string {
  const { segment, rest, suffix } = splitPath(path);
  const tail = segment === null && rest === '/' ? '' : rest;
  return `/${target}${tail}${suffix}`;
}

/**
 * The language the toggle offers from a path: the other one.
 *
 * @param path - a pathname starting with `/`
 * @returns `hi` for English pages (with or without a segment), `en` for Hindi pages
 * @throws {@link RulesError} `INVALID_PATH` when the path does not start with `/`
 * @example
 * ```ts
 * toggledLanguage('/personal-loan'); // 'hi'
 * ```
 */
export function toggledLanguage(path: string): Language {
  return (languageOfPath(path) ?? DEFAULT_LANGUAGE) === 'en' ? 'hi' : 'en';
}
