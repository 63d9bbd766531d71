import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Text with the named phrases turned into links; phrases the text lacks are linked after it. Used
 * wherever a text names the Privacy Policy or the Terms (login, journey, consent texts).
 *
 * @param text - the text as shown
 * @param links - each phrase of the text and the path it links to
 * @returns the text and its links, in order
 */
export function withLinks(text: string, links: readonly { readonly phrase: string; readonly to: string }[]): ReactNode[] {
  const parts: ReactNode[] = [];
  const unplaced: (typeof links)[number][] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link.phrase);
    if (at === -1) {
      unplaced.push(link);
      continue;
    }
    parts.push(
      rest.slice(0, at),
      <Link key={link.to} to={link.to}>
        {link.phrase}
      </Link>,
    );
    rest = rest.slice(at + link.phrase.length);
  }
  parts.push(rest);
  for (const link of unplaced) {
    parts.push(
      ' ',
      <Link key={link.to} to={link.to}>
        {link.phrase}
      </Link>,
    );
  }
  return parts;
}
