import type { HighlightTab } from '@rinn/content';

/**
 * Highlights as a list of cards, a title and its points each: the home page's and a product page's,
 * written once. A list, so a screen reader says how many cards there are.
 *
 * @param props - the highlights
 * @returns the list
 */
export function HighlightCards({ highlights }: { readonly highlights: readonly HighlightTab[] }) {
  return (
    <ul className="card-grid">
      {highlights.map((highlight) => (
        <li key={highlight.id} className="card">
          <h3>{highlight.title}</h3>
          <ul>
            {highlight.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
