/**
 * Rinn's brand mark: the square "R" of the favicon (`public/favicon.svg`, the same path) and the
 * lowercase "rinn" wordmark drawn as strokes, so it looks the same with any font. Decorative: the
 * link or heading around it carries the name.
 *
 * The tile takes `--color-brand` (from the stylesheet: a style attribute would break the CSP); the
 * wordmark takes the text colour of its parent (`currentColor`). `preserveAspectRatio` slices from
 * the left, so a box as wide as it is tall shows the tile alone (the narrowest phones).
 *
 * @param props - `className` for the outer `svg`
 * @returns the mark and wordmark as one inline SVG
 */
export function BrandMark({ className }: { readonly className?: string }) {
  return (
    <svg className={`brand-mark${className ? ` ${className}` : ''}`} viewBox="0 0 100 32" height="32" width="100" preserveAspectRatio="xMinYMid slice" aria-hidden="true" focusable="false">
      <rect className="brand-mark__tile" width="32" height="32" rx="7" />
      <path className="brand-mark__letter" d="M10 24V8h7a5 5 0 0 1 1.2 9.85L22.5 24h-3.6l-3.9-6H13.2v6zm3.2-9h3.6a2.1 2.1 0 0 0 0-4.2h-3.6z" />
      <g className="brand-mark__word" fill="none" stroke="currentColor" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M42 26V13M42 19a7 7 0 0 1 7-6" />
        <path d="M55 26V13" />
        <path d="M63 26V13M63 19.5a6 6 0 0 1 12 0V26" />
        <path d="M82 26V13M82 19.5a6 6 0 0 1 12 0V26" />
      </g>
      <circle className="brand-mark__word" cx="55" cy="6.5" r="2.3" fill="currentColor" />
    </svg>
  );
}
