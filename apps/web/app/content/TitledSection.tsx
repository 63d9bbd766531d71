import type { ReactNode } from 'react';

/**
 * A section named by its heading: the `<h2>` carries `id`, and the section's `aria-labelledby`
 * points at it, so a screen reader's list of regions reads each section's title. The shape of the
 * home page's and a product page's sections, written once so the two ids cannot drift apart.
 *
 * @param props - the heading's id and text, the section's class, and what follows the heading
 * @returns the section
 */
export function TitledSection({ id, heading, className, children }: { readonly id: string; readonly heading: ReactNode; readonly className?: string; readonly children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
