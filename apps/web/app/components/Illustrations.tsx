/**
 * Small illustrations for empty states and results, as inline SVG (no request, nothing to lay out
 * late). Decorative: the text beside each says what it shows, so they are hidden from assistive
 * technology. Colours come from the tokens through classes (`.illustration__*` in
 * design-system.css): a style attribute would break the CSP.
 */

/** Props shared by the illustrations. */
interface IllustrationProps {
  readonly className?: string;
}

function classes(name: string, className: string | undefined): string {
  return `illustration illustration--${name}${className ? ` ${className}` : ''}`;
}

/**
 * A blank application form with a plus: nothing applied for yet (the dashboard with no applications).
 *
 * @param props - an extra class
 * @returns the illustration
 */
export function NoApplicationsIllustration({ className }: IllustrationProps) {
  return (
    <svg className={classes('no-applications', className)} viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <ellipse className="illustration__ground" cx="60" cy="88" rx="44" ry="5" />
      <rect className="illustration__paper" x="26" y="10" width="58" height="72" rx="6" />
      <rect className="illustration__accent" x="44" y="5" width="22" height="10" rx="3" />
      <path className="illustration__line" d="M36 30h38M36 42h30M36 54h34M36 66h20" />
      <circle className="illustration__badge" cx="86" cy="70" r="15" />
      <path className="illustration__on-badge" d="M86 63v14M79 70h14" />
    </svg>
  );
}

/**
 * A magnifying glass over an empty page: a search that found nothing.
 *
 * @param props - an extra class
 * @returns the illustration
 */
export function NoResultsIllustration({ className }: IllustrationProps) {
  return (
    <svg className={classes('no-results', className)} viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <ellipse className="illustration__ground" cx="60" cy="88" rx="44" ry="5" />
      <rect className="illustration__paper" x="18" y="12" width="56" height="68" rx="6" />
      <path className="illustration__line" d="M28 30h30M28 42h22M28 54h26" />
      <circle className="illustration__glass" cx="74" cy="50" r="17" />
      <path className="illustration__handle" d="M86.5 62.5 100 76" />
      <path className="illustration__mark" d="M68 44l12 12M80 44 68 56" />
    </svg>
  );
}
