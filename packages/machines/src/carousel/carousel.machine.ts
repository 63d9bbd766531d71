import { assign, setup } from 'xstate';
import { CAROUSEL } from '@rinn/rules';
import type { CarouselContext, CarouselEvent, CarouselInput } from './carousel.types.js';
import { initialCarouselContext, lastIndex } from './carousel.view.js';

const clampIndex = (context: CarouselContext, index: number): number =>
  Math.min(Math.max(0, Math.trunc(index)), lastIndex(context));

const nextIndex = (context: CarouselContext): number => (context.index >= lastIndex(context) ? 0 : context.index + 1);
const previousIndex = (context: CarouselContext): number => (context.index <= 0 ? lastIndex(context) : context.index - 1);

/**
 * Horizontal distance of a finished swipe, negative when the finger moved left.
 */
const swipeDistance = (context: CarouselContext, x: number): number => x - (context.swipeStartX ?? x);

/**
 * A carousel of slides (testimonials, lending partners, cities, rating and news).
 *
 * @rule CAROUSEL-001 A carousel advances by itself every 4,500 ms, or every 5,000 ms for cities, or
 *   on the timer it is given; a manual move restarts the wait, and after the last view it wraps to
 *   the first.
 * @spec §4 Widgets, §9 Display (carousels)
 * @rule CAROUSEL-002 A swipe of more than 5 px moves one slide (left → next, right → previous);
 *   a shorter movement is a tap and does not move.
 * @spec §4 Widgets, §9 Display (swipe threshold)
 * @rule CAROUSEL-004 Whatever happens (moves, swipes, resizes, a new slide list), the index stays
 *   between 0 and the last full view.
 * @rule CAROUSEL-005 A carousel pauses while the pointer is over it or focus is inside it, and plays
 *   again (with a fresh wait) once both have left, unless the visitor paused it with its pause
 *   control: that pause holds until the control is pressed again. A carousel that must not move by
 *   itself (reduced motion) starts paused that way.
 * @spec §9 Display (carousels)
 * @example
 * ```ts
 * const actor = createActor(carouselMachine, { input: { slideCount: 8, kind: 'cities' }, clock }).start();
 * ```
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    AUTO_ADVANCE: ({ context }) => context.intervalMs,
  },
  guards: {
    held: ({ context }) => context.pausedByUser || context.hovered || context.focusWithin,
    swipedLeft: ({ context, event }) =>
      event.type === 'SWIPE.END' && swipeDistance(context, event.x) < -CAROUSEL.swipeThresholdPx,
    swipedRight: ({ context, event }) =>
      event.type === 'SWIPE.END' && swipeDistance(context, event.x) > CAROUSEL.swipeThresholdPx,
  },
  actions: {
    showNext: assign({ index: ({ context }) => nextIndex(context), swipeStartX: null }),
    showPrevious: assign({ index: ({ context }) => previousIndex(context), swipeStartX: null }),
    showIndex: assign({ index: ({ context, event }) => (event.type === 'GO_TO' ? clampIndex(context, event.index) : context.index) }),
    startSwipe: assign({ swipeStartX: ({ event }) => (event.type === 'SWIPE.START' ? event.x : null) }),
    forgetSwipe: assign({ swipeStartX: null }),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focusIn: assign({ focusWithin: true }),
    focusOut: assign({ focusWithin: false }),
    togglePausedByUser: assign({ pausedByUser: ({ context }) => !context.pausedByUser }),
    changeBreakpoint: assign(({ context, event }) => {
      if (event.type !== 'BREAKPOINT.CHANGE') return {};
      const next = { ...context, breakpoint: event.breakpoint };
      return { breakpoint: event.breakpoint, index: clampIndex(next, context.index) };
    }),
    changeSlides: assign(({ context, event }) => {
      if (event.type !== 'SLIDES.CHANGE') return {};
      const next = { ...context, slideCount: Math.max(0, Math.trunc(event.slideCount)) };
      return { slideCount: next.slideCount, index: clampIndex(next, context.index) };
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => initialCarouselContext(input),
  initial: 'deciding',
  on: {
    'SWIPE.START': { actions: 'startSwipe' },
    'BREAKPOINT.CHANGE': { actions: 'changeBreakpoint' },
    'SLIDES.CHANGE': { actions: 'changeSlides' },
  },
  states: {
    deciding: {
      always: [{ guard: 'held', target: 'paused' }, { target: 'playing' }],
    },
    playing: {
      after: { AUTO_ADVANCE: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        NEXT: { target: 'playing', reenter: true, actions: 'showNext' },
        PREV: { target: 'playing', reenter: true, actions: 'showPrevious' },
        GO_TO: { target: 'playing', reenter: true, actions: 'showIndex' },
        'SWIPE.END': [
          { guard: 'swipedLeft', target: 'playing', reenter: true, actions: 'showNext' },
          { guard: 'swipedRight', target: 'playing', reenter: true, actions: 'showPrevious' },
          { actions: 'forgetSwipe' },
        ],
        'POINTER.ENTER': { target: 'paused', actions: 'hover' },
        'FOCUS.ENTER': { target: 'paused', actions: 'focusIn' },
        'PAUSE.TOGGLE': { target: 'paused', actions: 'togglePausedByUser' },
        'POINTER.LEAVE': { actions: 'unhover' },
        'FOCUS.LEAVE': { actions: 'focusOut' },
      },
    },
    paused: {
      on: {
        NEXT: { actions: 'showNext' },
        PREV: { actions: 'showPrevious' },
        GO_TO: { actions: 'showIndex' },
        'SWIPE.END': [
          { guard: 'swipedLeft', actions: 'showNext' },
          { guard: 'swipedRight', actions: 'showPrevious' },
          { actions: 'forgetSwipe' },
        ],
        'POINTER.ENTER': { actions: 'hover' },
        'FOCUS.ENTER': { actions: 'focusIn' },
        'POINTER.LEAVE': { target: 'deciding', actions: 'unhover' },
        'FOCUS.LEAVE': { target: 'deciding', actions: 'focusOut' },
        'PAUSE.TOGGLE': { target: 'deciding', actions: 'togglePausedByUser' },
      },
    },
  },
});
