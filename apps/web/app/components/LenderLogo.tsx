/**
 * How each partner lender's wordmark is drawn: a coloured monogram tile and the short name in the
 * same colour. These are plain wordmarks written for Rinn, not the lenders' registered marks, which
 * no licence lets us reproduce. Keyed by the lender's name as `LENDING_PARTNERS` of `@rinn/content`
 * (and so the offers and the KFS) spell it.
 */
// A Map, not an object: a name such as "toString" must not find a prototype's property.
const LENDER_WORDMARKS: ReadonlyMap<string, { readonly monogram: string; readonly word: string; readonly colour: string }> = new Map([
  ['State Bank of India', { monogram: 'S', word: 'SBI', colour: '#1d4e89' }],
  ['HDFC Bank', { monogram: 'H', word: 'HDFC Bank', colour: '#004c8f' }],
  ['ICICI Bank', { monogram: 'i', word: 'ICICI Bank', colour: '#9a3412' }],
  ['Axis Bank', { monogram: 'A', word: 'Axis Bank', colour: '#8b1d4f' }],
  ['Kotak Mahindra Bank', { monogram: 'K', word: 'Kotak', colour: '#b91c1c' }],
  ['Bank of Baroda', { monogram: 'B', word: 'Bank of Baroda', colour: '#a6400f' }],
  ['IDFC FIRST Bank', { monogram: 'I', word: 'IDFC FIRST', colour: '#7f1d1d' }],
]);

/** Height in CSS pixels of each size; the width follows the wordmark. */
const HEIGHTS = { sm: 24, md: 32 } as const;

/** Width of one character of the wordmark, in viewBox units (bold system sans at 17 units). */
const CHARACTER_WIDTH = 10.5;

/** Props of {@link LenderLogo}. */
export interface LenderLogoProps {
  /** The lender's name, as the catalogue spells it; also the logo's accessible name. */
  readonly lender: string;
  readonly size?: 'sm' | 'md';
  /** Beside text that already names the lender (an offer's heading): hidden from assistive technology. */
  readonly decorative?: boolean;
}

/**
 * A partner lender's logo as inline SVG (no request, no layout shift), named by the lender's name.
 * A lender without a wordmark gets a neutral badge with its initials and its name.
 *
 * @param props - the lender's name and the size
 * @returns an `svg` with `role="img"` and the lender's name as its label (hidden when decorative)
 */
export function LenderLogo({ lender, size = 'md', decorative = false }: LenderLogoProps) {
  const known = LENDER_WORDMARKS.get(lender);
  // The neutral badge takes its colour from the stylesheet (`.lender-logo--neutral`, a token).
  const mark = known ?? { monogram: initialsOf(lender), word: lender, colour: undefined };
  const wordWidth = Math.ceil(mark.word.length * CHARACTER_WIDTH);
  const width = 40 + wordWidth + 2;
  const height = HEIGHTS[size];
  return (
    <svg
      className={`lender-logo lender-logo--${size}${known ? '' : ' lender-logo--neutral'}`}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': lender })}
      viewBox={`0 0 ${width} 32`}
      width={Math.round((width * height) / 32)}
      height={height}
      focusable="false"
    >
      <rect className="lender-logo__tile" width="32" height="32" rx="7" fill={mark.colour} />
      <text className="lender-logo__monogram" x="16" y="21.5" textAnchor="middle" fontSize={mark.monogram.length > 1 ? 13 : 17} fontWeight="800">
        {mark.monogram}
      </text>
      <text className="lender-logo__word" x="40" y="22" fontSize="17" fontWeight="800" fill={mark.colour} textLength={wordWidth} lengthAdjust="spacingAndGlyphs">
        {mark.word}
      </text>
    </svg>
  );
}

/**
 * The initials of a name for the neutral badge: the first letters of its first two words.
 *
 * @param name - a lender's name
 * @returns one or two capital letters, or "?" for an empty name
 */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters === '' ? '?' : letters;
}

/**
 * Whether a lender has a wordmark of its own (rather than the neutral badge).
 *
 * @param lender - a lender's name
 * @returns true for a catalogued lender
 */
export function hasLenderWordmark(lender: string): boolean {
  return LENDER_WORDMARKS.has(lender);
}
