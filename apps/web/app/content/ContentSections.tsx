import type { MarkupBlock } from '@rinn/content';
import { MarkupBody } from './MarkupBody.tsx';

/** A text section of a content page with its body already parsed by `parseBlogMarkup`. */
export interface ParsedSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly MarkupBlock[];
}

/**
 * The text sections of a content page, each a headed region that can be linked to by its id.
 *
 * @param props - the parsed sections
 * @returns the sections
 */
export function ContentSections({ sections }: { readonly sections: readonly ParsedSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="content-section">
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          <MarkupBody blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}
