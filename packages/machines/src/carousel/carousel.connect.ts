import type { Send } from '../shared/connect.js';
import { neutralProps, type NeutralPropTypes, type NormalizeProps, type PropTypes } from '../shared/prop-types.js';
import { lastIndex, type CarouselView } from './carousel.view.js';
import type { CarouselEvent } from './carousel.types.js';

/**
 * What a UI needs to render a carousel; `T` is the UI framework's props (see `NormalizeProps`).
 * Names are the page's to give (they are in its language): the getters set roles and states.
 */
export interface CarouselApi<T extends PropTypes = NeutralPropTypes> {
  /** Index of the first visible slide. */
  readonly index: number;
  readonly visibleCount: number;
  /** Indices of the slides on screen now. */
  readonly visibleIndices: readonly number[];
  /** Number of positions the dots show. */
  readonly pageCount: number;
  readonly isPlaying: boolean;
  /** Paused with the pause control (holds until pressed again). */
  readonly isPausedByUser: boolean;
  /** The carousel region: pauses while the pointer is over it or focus is inside it. */
  getRootProps(): T['region'];
  /** The area that takes swipes. */
  getViewportProps(): T['element'];
  /** The list of slides: announces changes only while the carousel is not playing. */
  getTrackProps(): T['element'];
  /** One slide: out of reach while out of view. */
  getSlideProps(index: number): T['element'];
  getPrevTriggerProps(): T['button'];
  getNextTriggerProps(): T['button'];
  /** The pause control, pressed while the visitor's pause holds. */
  getPauseTriggerProps(): T['button'];
  /** The dot of a position. */
  getIndicatorProps(index: number): T['button'];
}

/**
 * Turns a carousel snapshot into values and prop getters.
 *
 * @param snapshot - the carousel actor's snapshot, or `carouselViewBeforeStart(input)` before it runs.
 * @param send - the carousel actor's `send`.
 * @param normalize - the UI framework's normaliser; the neutral props when absent.
 * @returns the carousel's view model.
 * @example
 * ```ts
 * const carousel = connectCarousel(actor.getSnapshot(), (event) => actor.send(event), normalizeProps);
 * <button {...carousel.getNextTriggerProps()} aria-label="Next slide" />
 * ```
 */
export function connectCarousel(snapshot: CarouselView, send: Send<CarouselEvent>): CarouselApi;
export function connectCarousel<T extends PropTypes>(
  snapshot: CarouselView,
  send: Send<CarouselEvent>,
  normalize: NormalizeProps<T>,
): CarouselApi<T>;
export function connectCarousel(
  snapshot: CarouselView,
  send: Send<CarouselEvent>,
  normalize: NormalizeProps<PropTypes> = neutralProps,
): CarouselApi<PropTypes> {
  const { context } = snapshot;
  const visibleCount = Math.min(context.visibleCounts[context.breakpoint], context.slideCount);
  const isPlaying = snapshot.matches('playing');
  const visible = (slide: number): boolean => slide >= context.index && slide < context.index + visibleCount;
  return {
    index: context.index,
    visibleCount,
    visibleIndices: Array.from({ length: visibleCount }, (_, offset) => context.index + offset),
    pageCount: lastIndex(context) + 1,
    isPlaying,
    isPausedByUser: context.pausedByUser,
    getRootProps: () =>
      normalize.region({
        role: 'region',
        'aria-roledescription': 'carousel',
        onPointerEnter: () => send({ type: 'POINTER.ENTER' }),
        onPointerLeave: () => send({ type: 'POINTER.LEAVE' }),
        onFocus: () => send({ type: 'FOCUS.ENTER' }),
        onBlur: (change) => {
          if (!change.withinElement) send({ type: 'FOCUS.LEAVE' });
        },
      }),
    getViewportProps: () =>
      normalize.element({
        onPointerDown: (event) => send({ type: 'SWIPE.START', x: event.clientX }),
        onPointerUp: (event) => send({ type: 'SWIPE.END', x: event.clientX }),
      }),
    getTrackProps: () => normalize.element({ 'aria-live': isPlaying ? 'off' : 'polite' }),
    getSlideProps: (slide) =>
      normalize.element({
        'aria-roledescription': 'slide',
        'aria-label': `${slide + 1} / ${context.slideCount}`,
        'aria-hidden': !visible(slide),
        inert: !visible(slide),
      }),
    getPrevTriggerProps: () => normalize.button({ type: 'button', onClick: () => send({ type: 'PREV' }) }),
    getNextTriggerProps: () => normalize.button({ type: 'button', onClick: () => send({ type: 'NEXT' }) }),
    getPauseTriggerProps: () =>
      normalize.button({ type: 'button', 'aria-pressed': context.pausedByUser, onClick: () => send({ type: 'PAUSE.TOGGLE' }) }),
    getIndicatorProps: (dot) =>
      normalize.button({ type: 'button', 'aria-current': dot === context.index, onClick: () => send({ type: 'GO_TO', index: dot }) }),
  };
}
