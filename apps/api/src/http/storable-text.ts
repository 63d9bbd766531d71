/**
 * Free text as PostgreSQL can store it: without NUL characters, which a `text` column refuses
 * (the insert would fail and the client would get a 500 for its own input).
 *
 * @rule STORE-001 Free text a client sends (a chat question, a contact message, a feedback comment, a
 *   lead's utmSource) is stored without NUL characters, so no text a client types can make an
 *   insert fail.
 * @spec quality bar (nothing a client sends may produce a 500)
 * @param text - the client's text.
 * @returns the text without U+0000.
 * @example
 * storableText('a\u0000b'); // 'ab'
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '');
}
