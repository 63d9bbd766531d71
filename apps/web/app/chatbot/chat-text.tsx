import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A piece of a chat message: plain text, or a link the assistant gave as its source. */
export type ChatTextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly label: string; readonly href: string };

// Markdown links `[label](href)`, then bare http(s) addresses and site paths such as /resources/faq.
const LINK = /\[([^\]\n]{1,200})\]\(((?:https?:\/\/|\/)[^\s)]{0,500})\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|(?<![\w/.])(\/(?:[a-z0-9-]+\/?)+(?:\?[^\s<>()]*)?)(?=[\s.,;:!?)]|$)/gi;

/**
 * Splits an answer into text and links, so the source link of an answer (§3 Chatbot, the
 * assistant's "link to the source page") can be followed. The text is never parsed as HTML.
 *
 * @param text - the message text
 * @returns its parts in order
 * @example
 * chatTextParts('See [EMI FAQ](/resources/faq).'); // [text 'See ', link 'EMI FAQ' → '/resources/faq', text '.']
 */
export function chatTextParts(text: string): readonly ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, label, markdownHref, url, path] = match;
    if (label !== undefined && markdownHref !== undefined) parts.push({ kind: 'link', label, href: markdownHref });
    else {
      const href = url ?? path ?? whole;
      parts.push({ kind: 'link', label: href, href });
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A chat message's text with its links: site paths as router links, other addresses opening in a
 * new tab.
 *
 * @param props - the text
 * @returns the rendered text
 */
export function ChatText({ text }: { readonly text: string }): ReactNode {
  return chatTextParts(text).map((part, index) => {
    if (part.kind === 'text') return <span key={index}>{part.text}</span>;
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={part.href}>
          {part.label}
        </Link>
      );
    }
    return (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.label}
      </a>
    );
  });
}
