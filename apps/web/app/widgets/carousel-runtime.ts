import { carouselMachine, connectCarousel, type CarouselApi, type CarouselEvent, type CarouselInput } from '@rinn/machines';
import { createActor } from 'xstate';
import type { OnDemandRuntime } from './use-on-demand.ts';

/** A running carousel: its view and its `send`. */
export interface CarouselView {
  readonly carousel: CarouselApi;
  readonly send: (event: CarouselEvent) => void;
}

/**
 * Starts a carousel machine (CAROUSEL-001…004).
 *
 * @param input - slide count, visible counts, breakpoint, timer
 * @returns the running carousel
 */
export function startCarousel(input: CarouselInput): OnDemandRuntime<CarouselView> {
  const actor = createActor(carouselMachine, { input }).start();
  return {
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    view: () => ({ carousel: connectCarousel(actor.getSnapshot(), actor.send), send: actor.send }),
    stop: () => actor.stop(),
  };
}
