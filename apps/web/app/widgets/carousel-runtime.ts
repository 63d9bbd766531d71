import { carouselMachine, connectCarousel, type CarouselApi, type CarouselEvent, type CarouselInput } from '@rinn/machines';
import { createActor } from 'xstate';
import { actorRuntime } from './actor-runtime.ts';
import { normalizeProps, type ReactPropTypes } from './normalize-props.ts';
import type { RunningActor } from './use-actor.ts';

/** A running carousel: its view (values and React prop getters) and its `send`. */
export interface CarouselView {
  readonly carousel: CarouselApi<ReactPropTypes>;
  readonly send: (event: CarouselEvent) => void;
}

/**
 * Starts a carousel machine (CAROUSEL-001…005).
 *
 * @param input - slide count, visible counts, breakpoint, timer
 * @returns the running carousel
 */
export function startCarousel(input: CarouselInput): RunningActor<CarouselView> {
  const actor = createActor(carouselMachine, { input }).start();
  // One send for the runtime's life: the carousel's effects depend on it, so it must not change
  // with each snapshot (an effect that sends on each change would never settle).
  const send = (event: CarouselEvent): void => actor.send(event);
  return actorRuntime(actor, () => ({ carousel: connectCarousel(actor.getSnapshot(), send, normalizeProps), send }));
}
