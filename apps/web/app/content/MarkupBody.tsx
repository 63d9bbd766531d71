import type { MarkupBlock, MarkupInline } from '@rinn/content';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';

function Inline({ runs }: { readonly runs: readonly MarkupInline[] }) {
  // Links keep a Hindi reader on the Hindi pages.
  const { language } = useLanguage();
  return (
    <>
      {runs.map((run, index) => {
        if (run.kind === 'bold') return <strong key={index}>{run.text}</strong>;
        if (run.kind === 'link') {
          return (
            <Link key={index} to={localizedPath(run.href, language)}>
              {run.text}
            </Link>
          );
        }
        return <span key={index}>{run.text}</span>;
      })}
    </>
  );
}

/**
 * A blog or legal body parsed by `parseBlogMarkup`, rendered as React elements: headings with
 * their anchors, paragraphs, lists, bold and internal links. Text is always text — no HTML string
 * is ever injected.
 *
 * @param props - the parsed blocks
 * @returns the body
 */
export function MarkupBody({ blocks }: { readonly blocks: readonly MarkupBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={index} id={block.anchor}>
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline runs={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <Inline runs={block.children} />
          </p>
        );
      })}
    </>
  );
}
