import type { CarouselEvent, VisibleCounts } from '@rinn/machines';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { HYDRATE_WHEN_VISIBLE_ATTRIBUTE } from '../hydration/hydration-trigger.ts';
import { useLanguage } from '../i18n/language.ts';
import { useOnDemand } from './use-on-demand.ts';
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
 * A carousel rendered from `carouselMachine` (CAROUSEL-001…004): auto-advance, swipe, previous /
 * next, dots, a pause control, and pausing while the pointer or focus is inside.
 *
 * Every slide is in the pre-rendered HTML and CSS shows as many as the breakpoint allows, so
 * nothing moves when the page hydrates. The machine starts when the carousel comes near the
 * viewport or is used (it advances nothing that nobody can see), which keeps it out of the first
 * JavaScript of the page. Slides out of view are inert.
 *
 * @param props - see {@link CarouselProps}
 * @returns the carousel region
 */
export function Carousel({ label, slides, visibleCounts = { desktop: 1, mobile: 1 }, intervalMs, kind = 'default' }: CarouselProps) {
  const { language, text } = useLanguage();
  const rootRef = useRef<HTMLDivElement>(null);
  // A pause chosen with the button (or asked for by reduced motion) holds until the button resumes;
  // hover and focus pause only while they last.
  const [pausedByUser, setPausedByUser] = useState(false);
  const slideCount = slides.length;
  // Created once per carousel (the props it reads are the page's content); the slide count is
  // kept in step below.
  const [start] = useState(() => ({ slideCount, visibleCounts, kind, intervalMs }));
  const load = useCallback(async () => {
    const { startCarousel } = await import('./carousel-runtime.ts');
    const { slideCount, visibleCounts, kind, intervalMs } = start;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion) setPausedByUser(true);
    const runtime = startCarousel({
      slideCount,
      visibleCounts,
      breakpoint: desktop.matches ? 'desktop' : 'mobile',
      kind,
      autoPlay: !reducedMotion,
      ...(intervalMs === undefined ? {} : { intervalMs }),
    });
    const follow = () => runtime.view().send({ type: 'BREAKPOINT.CHANGE', breakpoint: desktop.matches ? 'desktop' : 'mobile' });
    desktop.addEventListener('change', follow);
    return {
      ...runtime,
      stop: () => {
        desktop.removeEventListener('change', follow);
        runtime.stop();
      },
    };
  }, [start]);
  const { view, ensure } = useOnDemand(load);
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

  const carousel = view?.carousel ?? null;
  const index = carousel?.index ?? 0;
  const visible = new Set(carousel?.visibleIndices ?? [0]);
  // No style attribute for the first slide (the CSS defaults --carousel-index to 0): in pre-rendered
  // HTML a style attribute breaks the CSP (style-src 'self', no 'unsafe-inline'); later slides are
  // set by React through the CSSOM, which the CSP allows.
  const style = index === 0 ? undefined : ({ '--carousel-index': index } as CSSProperties);
  const pauseForAWhile = () => send({ type: 'PAUSE' });
  const resumeUnlessUserPaused = () => {
    if (!pausedByUser) send({ type: 'RESUME' });
  };
  return (
    <div
      ref={rootRef}
      className={`carousel carousel--d${visibleCounts.desktop}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // It slides by itself once in view, so coming into view hydrates a pre-rendered page (HYDRATE-001).
      {...visibleMarker}
      onPointerEnter={pauseForAWhile}
      onPointerLeave={resumeUnlessUserPaused}
      onFocus={pauseForAWhile}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) resumeUnlessUserPaused();
      }}
    >
      <div
        className="carousel__viewport"
        onPointerDown={(event) => send({ type: 'SWIPE.START', x: event.clientX })}
        onPointerUp={(event) => send({ type: 'SWIPE.END', x: event.clientX })}
      >
        <ul className="carousel__track" style={style} aria-live={carousel?.isPlaying === false ? 'polite' : 'off'}>
          {slides.map((slide, slideIndex) => (
            <li
              key={slide.key}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} / ${slideCount}`}
              aria-hidden={visible.has(slideIndex) ? undefined : true}
              inert={!visible.has(slideIndex)}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls" lang={language}>
        <button type="button" className="carousel__arrow" aria-label={text.carouselPrevious} onClick={() => send({ type: 'PREV' })}>
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel__pause"
          aria-pressed={pausedByUser}
          onClick={() => {
            setPausedByUser(!pausedByUser);
            send({ type: pausedByUser ? 'RESUME' : 'PAUSE' });
          }}
        >
          {text.carouselPause}
        </button>
        {carousel && (
          <ol className="carousel__dots">
            {Array.from({ length: carousel.pageCount }, (_, dotIndex) => {
              const dot = carousel.getDotProps(dotIndex);
              return (
                <li key={dotIndex}>
                  <button
                    type="button"
                    className="carousel__dot"
                    aria-current={dot['aria-current'] ? 'true' : undefined}
                    aria-label={`${text.carouselSlide} ${dotIndex + 1}`}
                    onClick={dot.onClick}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <button type="button" className="carousel__arrow" aria-label={text.carouselNext} onClick={() => send({ type: 'NEXT' })}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
