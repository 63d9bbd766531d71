import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CAROUSEL } from '@rinn/rules';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectCarousel } from './carousel.connect.js';
import { carouselMachine } from './carousel.machine.js';
import { carouselViewBeforeStart } from './carousel.view.js';
import type { CarouselEvent, CarouselInput } from './carousel.types.js';

const pointer = (clientX: number) => ({ clientX, preventDefault: () => undefined });

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input, clock }).start();
  return { clock, actor, api: () => connectCarousel(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('carousel machine', () => {
  it('CAROUSEL-001: advances at 4,500 ms by default, not at 4,499 ms', () => {
    const { clock, api } = start({ slideCount: 3 });
    clock.increment(CAROUSEL.slideIntervalMs - 1);
    expect(api().index).toBe(0);
    clock.increment(1);
    expect(api().index).toBe(1);
    clock.increment(CAROUSEL.slideIntervalMs);
    expect(api().index).toBe(2);
    clock.increment(CAROUSEL.slideIntervalMs);
    expect(api().index).toBe(0);
  });

  it('CAROUSEL-001: the cities carousel advances at 5,000 ms, not at 4,999 ms', () => {
    const { clock, api } = start({ slideCount: 3, kind: 'cities' });
    clock.increment(4999);
    expect(api().index).toBe(0);
    clock.increment(1);
    expect(api().index).toBe(1);
  });

  it('CAROUSEL-001: a given timer wins, and a manual move restarts the wait', () => {
    const { clock, actor, api } = start({ slideCount: 4, intervalMs: 1000 });
    clock.increment(600);
    api().getNextTriggerProps().onClick?.();
    expect(api().index).toBe(1);
    clock.increment(999);
    expect(api().index).toBe(1);
    clock.increment(1);
    expect(api().index).toBe(2);
    actor.send({ type: 'PREV' });
    actor.send({ type: 'GO_TO', index: 3 });
    expect(api().index).toBe(3);
  });

  it('CAROUSEL-001: pauses while hovered and does not move without auto-play', () => {
    const { clock, api } = start({ slideCount: 3 });
    api().getRootProps().onPointerEnter?.();
    clock.increment(10_000);
    expect(api()).toMatchObject({ index: 0, isPlaying: false });
    api().getNextTriggerProps().onClick?.();
    api().getPrevTriggerProps().onClick?.();
    api().getIndicatorProps(2).onClick?.();
    expect(api().index).toBe(2);
    api().getRootProps().onPointerLeave?.();
    clock.increment(CAROUSEL.slideIntervalMs);
    expect(api().index).toBe(0);

    const still = start({ slideCount: 3, autoPlay: false });
    still.clock.increment(60_000);
    expect(still.api()).toMatchObject({ index: 0, isPlaying: false, isPausedByUser: true });
    still.actor.send({ type: 'NEXT' });
    still.actor.send({ type: 'NEXT' });
    still.actor.send({ type: 'PREV' });
    still.actor.send({ type: 'GO_TO', index: 2 });
    expect(still.api().index).toBe(2);
  });

  it('CAROUSEL-002: a swipe moves only beyond 5 px', () => {
    for (const autoPlay of [true, false]) {
      const { api, actor } = start({ slideCount: 4, autoPlay });
      api().getViewportProps().onPointerDown?.(pointer(100));
      api().getViewportProps().onPointerUp?.(pointer(95));
      expect(api().index).toBe(0);
      api().getViewportProps().onPointerDown?.(pointer(100));
      api().getViewportProps().onPointerUp?.(pointer(94));
      expect(api().index).toBe(1);
      api().getViewportProps().onPointerDown?.(pointer(100));
      api().getViewportProps().onPointerUp?.(pointer(106));
      expect(api().index).toBe(0);
      api().getViewportProps().onPointerDown?.(pointer(100));
      api().getViewportProps().onPointerUp?.(pointer(105));
      expect(api().index).toBe(0);
      expect(actor.getSnapshot().context.swipeStartX).toBeNull();
    }
    const paused = start({ slideCount: 4 });
    paused.api().getRootProps().onPointerEnter?.();
    for (const [from, to, expected] of [[100, 95, 0], [100, 94, 1], [100, 106, 0]] as const) {
      paused.api().getViewportProps().onPointerDown?.(pointer(from));
      paused.api().getViewportProps().onPointerUp?.(pointer(to));
      expect(paused.api().index).toBe(expected);
    }
  });

  it('CAROUSEL-003: lending partners show 6 on desktop and 1 on mobile', () => {
    const { actor, api } = start({ slideCount: 10, visibleCounts: { desktop: 6, mobile: 1 } });
    expect(api()).toMatchObject({ visibleCount: 6, pageCount: 5, visibleIndices: [0, 1, 2, 3, 4, 5] });
    actor.send({ type: 'GO_TO', index: 99 });
    expect(api().index).toBe(4);
    actor.send({ type: 'BREAKPOINT.CHANGE', breakpoint: 'mobile' });
    expect(api()).toMatchObject({ visibleCount: 1, pageCount: 10, index: 4 });
    actor.send({ type: 'GO_TO', index: 9 });
    actor.send({ type: 'BREAKPOINT.CHANGE', breakpoint: 'desktop' });
    expect(api().index).toBe(4);
    actor.send({ type: 'SLIDES.CHANGE', slideCount: 7 });
    expect(api()).toMatchObject({ index: 1, pageCount: 2 });
    expect(api().getIndicatorProps(1)['aria-current']).toBe(true);
    expect(api().getSlideProps(0)).toMatchObject({ 'aria-label': '1 / 7', 'aria-hidden': true, inert: true });
    expect(api().getSlideProps(1)).toMatchObject({ 'aria-roledescription': 'slide', 'aria-hidden': false, inert: false });
  });

  it('CAROUSEL-005: hover and focus pause while they last; the pause control holds until pressed again', () => {
    const { clock, api } = start({ slideCount: 4 });
    const root = () => api().getRootProps();
    root().onPointerEnter?.();
    root().onFocus?.({ withinElement: false });
    root().onPointerLeave?.();
    clock.increment(10_000);
    expect(api()).toMatchObject({ index: 0, isPlaying: false });
    // Focus moving between the carousel's own controls keeps it paused.
    root().onBlur?.({ withinElement: true });
    clock.increment(10_000);
    expect(api().isPlaying).toBe(false);
    root().onBlur?.({ withinElement: false });
    expect(api().isPlaying).toBe(true);
    clock.increment(CAROUSEL.slideIntervalMs - 1);
    expect(api().index).toBe(0);
    clock.increment(1);
    expect(api().index).toBe(1);

    expect(api().getPauseTriggerProps()).toMatchObject({ type: 'button', 'aria-pressed': false });
    api().getPauseTriggerProps().onClick?.();
    expect(api()).toMatchObject({ isPlaying: false, isPausedByUser: true });
    expect(api().getPauseTriggerProps()['aria-pressed']).toBe(true);
    expect(api().getTrackProps()['aria-live']).toBe('polite');
    root().onPointerEnter?.();
    root().onPointerLeave?.();
    clock.increment(60_000);
    expect(api()).toMatchObject({ index: 1, isPlaying: false });
    api().getPauseTriggerProps().onClick?.();
    expect(api()).toMatchObject({ isPlaying: true, isPausedByUser: false });
    expect(api().getTrackProps()['aria-live']).toBe('off');
    // A pause while hovered lifts the hover's hold only when pressed again and the pointer has left.
    root().onPointerEnter?.();
    api().getPauseTriggerProps().onClick?.();
    api().getPauseTriggerProps().onClick?.();
    expect(api().isPlaying).toBe(false);
    root().onPointerLeave?.();
    expect(api().isPlaying).toBe(true);
  });

  it('CAROUSEL-005: without auto-play it starts paused by the visitor, and plays once the control is pressed', () => {
    const { clock, api } = start({ slideCount: 3, autoPlay: false, intervalMs: 1000 });
    clock.increment(5000);
    expect(api()).toMatchObject({ index: 0, isPlaying: false, isPausedByUser: true });
    api().getPauseTriggerProps().onClick?.();
    clock.increment(1000);
    expect(api()).toMatchObject({ index: 1, isPlaying: true });
  });

  const events = fc.oneof(
    fc.constantFrom<CarouselEvent>(
      { type: 'NEXT' },
      { type: 'PREV' },
      { type: 'POINTER.ENTER' },
      { type: 'POINTER.LEAVE' },
      { type: 'FOCUS.ENTER' },
      { type: 'FOCUS.LEAVE' },
      { type: 'PAUSE.TOGGLE' },
    ),
    fc.integer({ min: -20, max: 40 }).map((index): CarouselEvent => ({ type: 'GO_TO', index })),
    fc.integer({ min: -50, max: 50 }).map((x): CarouselEvent => ({ type: 'SWIPE.START', x })),
    fc.integer({ min: -50, max: 50 }).map((x): CarouselEvent => ({ type: 'SWIPE.END', x })),
    fc.constantFrom('desktop', 'mobile').map((breakpoint): CarouselEvent => ({ type: 'BREAKPOINT.CHANGE', breakpoint })),
    fc.integer({ min: 0, max: 12 }).map((slideCount): CarouselEvent => ({ type: 'SLIDES.CHANGE', slideCount })),
  );
  test.prop([fc.integer({ min: 0, max: 12 }), fc.array(fc.tuple(events, fc.nat({ max: 6000 })), { maxLength: 40 })])(
    'CAROUSEL-004: any sequence of events and waits keeps the index within the slides',
    (slideCount, steps) => {
      const { clock, actor, api } = start({ slideCount, visibleCounts: { desktop: 3, mobile: 1 } });
      for (const [event, wait] of steps) {
        actor.send(event);
        clock.increment(wait);
        const { index, visibleIndices } = api();
        const { slideCount: count } = actor.getSnapshot().context;
        expect(index).toBeGreaterThanOrEqual(0);
        expect(visibleIndices.every((slide) => slide < Math.max(count, 1))).toBe(true);
      }
    },
  );

  /** Every value and prop of a connected carousel, with each handler replaced by the events it sends. */
  function rendered(connect: (send: (event: CarouselEvent) => void) => ReturnType<typeof connectCarousel>, slideCount: number) {
    const sent: CarouselEvent[] = [];
    const api = connect((event) => sent.push(event));
    const parts = {
      root: api.getRootProps(),
      viewport: api.getViewportProps(),
      track: api.getTrackProps(),
      slides: Array.from({ length: slideCount }, (_, index) => api.getSlideProps(index)),
      prev: api.getPrevTriggerProps(),
      next: api.getNextTriggerProps(),
      pause: api.getPauseTriggerProps(),
      dots: Array.from({ length: api.pageCount }, (_, index) => api.getIndicatorProps(index)),
    };
    const props = JSON.parse(
      JSON.stringify(parts, (_, value: unknown) => {
        if (typeof value !== 'function') return value;
        const before = sent.length;
        (value as (event: unknown) => void)({ ...pointer(7), withinElement: false });
        return sent.slice(before);
      }),
    ) as unknown;
    const { index, visibleCount, visibleIndices, pageCount, isPlaying, isPausedByUser } = api;
    return { values: { index, visibleCount, visibleIndices, pageCount, isPlaying, isPausedByUser }, props };
  }

  test.prop([
    fc.record({
      slideCount: fc.integer({ min: 0, max: 12 }),
      visibleCounts: fc.record({ desktop: fc.integer({ min: 1, max: 6 }), mobile: fc.integer({ min: 1, max: 3 }) }),
      breakpoint: fc.constantFrom('desktop' as const, 'mobile' as const),
      kind: fc.constantFrom('default' as const, 'cities' as const),
      autoPlay: fc.boolean(),
    }),
  ])('connects the same before its machine starts as once it has started', (input) => {
    const actor = createActor(carouselMachine, { input, clock: new SimulatedClock() }).start();
    const started = rendered((send) => connectCarousel(actor.getSnapshot(), send), input.slideCount);
    const before = rendered((send) => connectCarousel(carouselViewBeforeStart(input), send), input.slideCount);
    actor.stop();
    expect(before).toEqual(started);
  });

  describe('every shortest path', () => {
    const cases = [true, false].flatMap((autoPlay) =>
      shortestPathCases(carouselMachine, {
        input: { slideCount: 2, autoPlay },
        events: [
          { type: 'GO_TO', index: 1 },
          { type: 'SWIPE.START', x: 0 },
          { type: 'SWIPE.END', x: -10 },
          { type: 'BREAKPOINT.CHANGE', breakpoint: 'mobile' },
          { type: 'SLIDES.CHANGE', slideCount: 1 },
        ],
        check: (snapshot) => expect(connectCarousel(snapshot, () => undefined).index).toBeLessThan(2),
      }),
    );
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
