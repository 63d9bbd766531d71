/**
 * Where two content values differ in shape: keys present in one but not the other, arrays of
 * different lengths, or values of different kinds. Texts and numbers themselves may differ.
 *
 * @rule CONTENT-004 Every English item that has a Hindi variant has the same shape: the same keys,
 *   the same array lengths and the same kind of value at every position, so one renderer serves both.
 * @spec §1 (content in English with some Hindi variants); §2 Routes (/hi and /en variants)
 * @param english - The English item.
 * @param hindi - Its Hindi variant.
 * @returns Dotted paths of the differences; empty when the shapes match.
 * @example shapeDifferences({ a: ['x'] }, { a: ['y', 'z'] }) // ['a: 1 items vs 2']
 */
export function shapeDifferences(english: unknown, hindi: unknown): string[] {
  return differencesAt(english, hindi, '');
}

function differencesAt(english: unknown, hindi: unknown, at: string): string[] {
  const label = at === '' ? '(root)' : at;
  if (Array.isArray(english) || Array.isArray(hindi)) {
    if (!Array.isArray(english) || !Array.isArray(hindi)) return [`${label}: array vs non-array`];
    if (english.length !== hindi.length) return [`${label}: ${english.length} items vs ${hindi.length}`];
    return english.flatMap((item, index) => differencesAt(item, hindi[index], child(at, String(index))));
  }
  if (isRecord(english) || isRecord(hindi)) {
    if (!isRecord(english) || !isRecord(hindi)) return [`${label}: object vs non-object`];
    const keys = [...new Set([...Object.keys(english), ...Object.keys(hindi)])].sort();
    return keys.flatMap((key) => {
      if (!(key in english)) return [`${child(at, key)}: only in Hindi`];
      if (!(key in hindi)) return [`${child(at, key)}: only in English`];
      return differencesAt(english[key], hindi[key], child(at, key));
    });
  }
  return typeof english === typeof hindi ? [] : [`${label}: ${typeof english} vs ${typeof hindi}`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function child(at: string, key: string): string {
  return at === '' ? key : `${at}.${key}`;
}
