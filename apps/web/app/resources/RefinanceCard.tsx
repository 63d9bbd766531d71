import { useCallback, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { useActor } from '../widgets/use-actor.ts';
import './resources.css';

/** Props of {@link RefinanceCard}. */
export interface RefinanceCardProps {
  /** The refinance journey's address (unprefixed), built by the page's loader. */
  readonly journeyPath: string;
}

/**
 * The refinance eligibility floating card (spec §2 Refinance, §9), rendered from
 * `refinanceCardMachine` (REFICARD-001): it shows once the page is scrolled past 2,300 px and
 * hides again at or above that point. Its button opens the refinance journey.
 *
 * Nothing of it is in the pre-rendered page: the machine and XState load on the visitor's first
 * scroll, and every scroll after that (once a frame) is handed to the machine.
 *
 * @param props - see {@link RefinanceCardProps}
 * @returns the card while the machine shows it, else nothing
 */
export function RefinanceCard({ journeyPath }: RefinanceCardProps) {
  const { language, text } = useLanguage();
  const headingId = useId();
  const load = useCallback(async () => (await import('./refinance-card-runtime.ts')).startRefinanceCard(), []);
  const { view, ensure } = useActor({ load });

  useEffect(() => {
    let frame = 0;
    const report = (): void => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        void ensure().then((card) => card.onScroll(window.scrollY));
      });
    };
    window.addEventListener('scroll', report, { passive: true });
    // A page opened already scrolled (back navigation, an anchor) is judged at once.
    if (window.scrollY > 0) report();
    return () => {
      window.removeEventListener('scroll', report);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ensure]);

  if (view === null || !view.isVisible) return null;
  return (
    <aside className="refinance-card" aria-labelledby={headingId} lang={language}>
      <button type="button" className="refinance-card__close" aria-label={text.refinanceCardClose} onClick={() => view.close()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <h2 id={headingId} className="refinance-card__title">
        {text.refinanceCardTitle}
      </h2>
      <p>{text.refinanceCardText}</p>
      <Link className="button" to={localizedPath(journeyPath, language)}>
        {text.refinanceCardCta}
      </Link>
    </aside>
  );
}
