import { CAROUSEL } from '@rinn/rules';
import type { CarouselContext, CarouselInput } from './carousel.types.js';

/**
 * Largest first-slide index that still fills the view.
 *
 * @rule CAROUSEL-003 The number of visible slides follows the breakpoint (for example 6 on desktop
 *   and 1 on mobile for lending partners, 3 and 1 for rating and news), and the first visible slide
 *   never goes past the last full view.
 * @spec §9 Display (carousels)
 * @param context - the carousel's context.
 * @returns the highest index `NEXT` can reach before wrapping.
 * @example
 * ```ts
 * lastIndex({ ...context, slideCount: 10, visibleCounts: { desktop: 6, mobile: 1 }, breakpoint: 'desktop' }); // 4
 * ```
 */
export function lastIndex(context: Pick<CarouselContext, 'slideCount' | 'visibleCounts' | 'breakpoint'>): number {
  return Math.max(0, context.slideCount - context.visibleCounts[context.breakpoint]);
}

/**
 * The carousel machine's first context, from what the page gives it (the machine starts from it).
 *
 * @param input - slide count, visible counts, breakpoint, timer, auto-play
 * @returns the context before any event
 */
export function initialCarouselContext(input: CarouselInput): CarouselContext {
  return {
    slideCount: Math.max(0, Math.trunc(input.slideCount)),
    visibleCounts: input.visibleCounts ?? { desktop: 1, mobile: 1 },
    breakpoint: input.breakpoint ?? 'desktop',
    intervalMs: input.intervalMs ?? (input.kind === 'cities' ? CAROUSEL.citySlideIntervalMs : CAROUSEL.slideIntervalMs),
    pausedByUser: !(input.autoPlay ?? true),
    hovered: false,
    focusWithin: false,
    index: 0,
    swipeStartX: null,
  };
}

/** The carousel's states a view tells apart. */
export type CarouselState = 'playing' | 'paused';

/**
 * What `connectCarousel` reads: a snapshot of a running carousel actor fits, and so does
 * {@link carouselViewBeforeStart}, for a carousel whose machine has not started (or loaded) yet.
 */
export interface CarouselView {
  readonly context: CarouselContext;
  matches(state: CarouselState): boolean;
}

/**
 * A carousel as it is before its machine starts: the machine's first context and the state it
 * would settle in, without XState (so a page can render it, and pre-render it, before the machine
 * loads). The same input through the machine gives a snapshot that connects to the same props.
 *
 * @param input - what the page would give the machine
 * @returns a view for `connectCarousel`
 * @example
 * ```ts
 * const carousel = connectCarousel(carouselViewBeforeStart({ slideCount: 8 }), startAndSend, normalizeProps);
 * ```
 */
export function carouselViewBeforeStart(input: CarouselInput): CarouselView {
  const context = initialCarouselContext(input);
  // The machine's `deciding` state settles at once: paused when held, playing otherwise.
  const state: CarouselState = context.pausedByUser || context.hovered || context.focusWithin ? 'paused' : 'playing';
  return { context, matches: (tested) => tested === state };
}
