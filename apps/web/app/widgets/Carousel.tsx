import { carouselViewBeforeStart, connectCarousel, type CarouselEvent, type VisibleCounts } from '@rinn/machines';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { HYDRATE_WHEN_VISIBLE_ATTRIBUTE } from '../hydration/hydration-trigger.ts';
import { useLanguage } from '../i18n/language.ts';
import { normalizeProps } from './normalize-props.ts';
import { useActor } from './use-actor.ts';
import './carousel.css';

/** Marks a carousel for the hydration trigger. */
const visibleMarker = { [HYDRATE_WHEN_VISIBLE_ATTRIBUTE]: '' };

/** The width from which a carousel shows its desktop count of slides (carousel.css uses the same). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The region's accessible name, e.g. the section heading. */
  readonly label: string;
  readonly slides: readonly { readonly key: string; readonly content: ReactNode }[];
  /** Slides in view: 1 on mobile; 1, 3 or 6 on desktop (§9). */
  readonly visibleCounts?: VisibleCounts;
  /** Auto-advance period; the machine's default (4,500 ms, §9) when absent. */
  readonly intervalMs?: number;
  readonly kind?: 'default' | 'cities';
}

/**
 * A carousel rendered from `carouselMachine` (CAROUSEL-001…005): auto-advance, swipe, previous /
 * next, dots, a pause control, and pausing while the pointer or focus is inside. The machine owns
 * all of it; this spreads the props its connect returns.
 *
 * Every slide is in the pre-rendered HTML and CSS shows as many as the breakpoint allows, so
 * nothing moves when the page hydrates. The machine starts when the carousel comes near the
 * viewport or is used (it advances nothing that nobody can see), which keeps it out of the first
 * JavaScript of the page; until then the parts render their first state and keep what the visitor
 * does for it. Slides out of view are inert.
 *
 * @param props - see {@link CarouselProps}
 * @returns the carousel region
 */
export function Carousel({ label, slides, visibleCounts = { desktop: 1, mobile: 1 }, intervalMs, kind = 'default' }: CarouselProps) {
  const { language, text } = useLanguage();
  const rootRef = useRef<HTMLDivElement>(null);
  const slideCount = slides.length;
  // Created once per carousel (the props it reads are the page's content); the slide count is
  // kept in step below.
  const [start] = useState(() => ({ slideCount, visibleCounts, kind, intervalMs }));
  const load = useCallback(async () => {
    const { startCarousel } = await import('./carousel-runtime.ts');
    const { slideCount, visibleCounts, kind, intervalMs } = start;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    // Reduced motion: the carousel starts paused, as if by its pause control (CAROUSEL-005).
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const running = startCarousel({
      slideCount,
      visibleCounts,
      breakpoint: desktop.matches ? 'desktop' : 'mobile',
      kind,
      autoPlay: !reducedMotion,
      ...(intervalMs === undefined ? {} : { intervalMs }),
    });
    const follow = () => running.getSnapshot().send({ type: 'BREAKPOINT.CHANGE', breakpoint: desktop.matches ? 'desktop' : 'mobile' });
    desktop.addEventListener('change', follow);
    return {
      subscribe: (listener: () => void) => running.subscribe(listener),
      getSnapshot: () => running.getSnapshot(),
      stop: () => {
        desktop.removeEventListener('change', follow);
        running.stop();
      },
    };
  }, [start]);
  const { view, ensure } = useActor({ load });
  const send = useCallback((event: CarouselEvent) => void ensure().then((ready) => ready.send(event)), [ensure]);

  useEffect(() => {
    const root = rootRef.current;
    if (root === null || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void ensure();
      }
    }, { rootMargin: '200px' });
    observer.observe(root);
    return () => observer.disconnect();
  }, [ensure]);

  const machineSend = view?.send;
  useEffect(() => {
    machineSend?.({ type: 'SLIDES.CHANGE', slideCount });
  }, [machineSend, slideCount]);

  const started = view?.carousel ?? null;
  // Until the machine runs, the same connect over the machine's first state (as pre-rendered: one
  // slide in view, playing); what the visitor does starts the machine and reaches it (`send`).
  const carousel = started ?? connectCarousel(carouselViewBeforeStart({ slideCount, visibleCounts, breakpoint: 'mobile', kind }), send, normalizeProps);
  const index = carousel.index;
  // No style attribute for the first slide (the CSS defaults --carousel-index to 0): in pre-rendered
  // HTML a style attribute breaks the CSP (style-src 'self', no 'unsafe-inline'); later slides are
  // set by React through the CSSOM, which the CSP allows.
  const style = index === 0 ? undefined : ({ '--carousel-index': index } as CSSProperties);
  return (
    <div
      ref={rootRef}
      className={`carousel carousel--d${visibleCounts.desktop}`}
      {...carousel.getRootProps()}
      aria-label={label}
      // It slides by itself once in view, so coming into view hydrates a pre-rendered page (HYDRATE-001).
      {...visibleMarker}
    >
      <div className="carousel__viewport" {...carousel.getViewportProps()}>
        <ul className="carousel__track" style={style} {...carousel.getTrackProps()}>
          {slides.map((slide, slideIndex) => (
            <li key={slide.key} className="carousel__slide" {...carousel.getSlideProps(slideIndex)}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls" lang={language}>
        <button {...carousel.getPrevTriggerProps()} className="carousel__arrow" aria-label={text.carouselPrevious}>
          <span aria-hidden="true">‹</span>
        </button>
        <button {...carousel.getPauseTriggerProps()} className="carousel__pause">
          {text.carouselPause}
        </button>
        {started && (
          <ol className="carousel__dots">
            {Array.from({ length: started.pageCount }, (_, dotIndex) => (
              <li key={dotIndex}>
                <button {...started.getIndicatorProps(dotIndex)} className="carousel__dot" aria-label={`${text.carouselSlide} ${dotIndex + 1}`} />
              </li>
            ))}
          </ol>
        )}
        <button {...carousel.getNextTriggerProps()} className="carousel__arrow" aria-label={text.carouselNext}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
