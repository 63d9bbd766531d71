import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { lastIndex, type carouselMachine } from './carousel.machine.js';
import type { CarouselEvent } from './carousel.types.js';

/** What a UI needs to render a carousel. */
export interface CarouselApi {
  /** Index of the first visible slide. */
  readonly index: number;
  readonly visibleCount: number;
  /** Indices of the slides on screen now. */
  readonly visibleIndices: readonly number[];
  /** Number of positions the dots show. */
  readonly pageCount: number;
  readonly isPlaying: boolean;
  getRootProps(): {
    readonly onPointerEnter: () => void;
    readonly onPointerLeave: () => void;
    readonly onPointerDown: (x: number) => void;
    readonly onPointerUp: (x: number) => void;
  };
  getNextProps(): { readonly 'aria-label': 'Next'; readonly onClick: () => void };
  getPrevProps(): { readonly 'aria-label': 'Previous'; readonly onClick: () => void };
  getDotProps(index: number): { readonly 'aria-current': boolean; readonly onClick: () => void };
}

/**
 * Turns a carousel snapshot into plain values and prop-getters.
 *
 * @param snapshot - the carousel actor's snapshot.
 * @param send - the carousel actor's `send`.
 * @returns the carousel's view model.
 * @example
 * ```ts
 * const { visibleIndices, getNextProps } = connectCarousel(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectCarousel(snapshot: SnapshotFrom<typeof carouselMachine>, send: Send<CarouselEvent>): CarouselApi {
  const { context } = snapshot;
  const visibleCount = Math.min(context.visibleCounts[context.breakpoint], context.slideCount);
  return {
    index: context.index,
    visibleCount,
    visibleIndices: Array.from({ length: visibleCount }, (_, offset) => context.index + offset),
    pageCount: lastIndex(context) + 1,
    isPlaying: snapshot.matches('playing'),
    getRootProps: () => ({
      onPointerEnter: () => send({ type: 'PAUSE' }),
      onPointerLeave: () => send({ type: 'RESUME' }),
      onPointerDown: (x) => send({ type: 'SWIPE.START', x }),
      onPointerUp: (x) => send({ type: 'SWIPE.END', x }),
    }),
    getNextProps: () => ({ 'aria-label': 'Next', onClick: () => send({ type: 'NEXT' }) }),
    getPrevProps: () => ({ 'aria-label': 'Previous', onClick: () => send({ type: 'PREV' }) }),
    getDotProps: (index) => ({ 'aria-current': index === context.index, onClick: () => send({ type: 'GO_TO', index }) }),
  };
}
