/** Screen size class that decides how many slides are visible at once. */
export type Breakpoint = 'desktop' | 'mobile';

/** Slides visible at once, per breakpoint (e.g. lending partners 6 / 1, rating and news 3 / 1). */
export interface VisibleCounts {
  readonly desktop: number;
  readonly mobile: number;
}

/** What a page gives a carousel. */
export interface CarouselInput {
  readonly slideCount: number;
  /** Defaults to one slide at every breakpoint. */
  readonly visibleCounts?: VisibleCounts;
  readonly breakpoint?: Breakpoint;
  /** `cities` uses the cities timer; any other carousel the default timer. */
  readonly kind?: 'default' | 'cities';
  /** A carousel's own slide timer, in ms, overriding the kind's timer. */
  readonly intervalMs?: number;
  /**
   * Whether the carousel starts advancing by itself (default true). Without it (reduced motion, say)
   * it starts paused by the visitor, and plays once its pause control is pressed.
   */
  readonly autoPlay?: boolean;
}

/** What the carousel machine remembers between events. */
export interface CarouselContext {
  readonly slideCount: number;
  readonly visibleCounts: VisibleCounts;
  readonly breakpoint: Breakpoint;
  readonly intervalMs: number;
  /** Paused with the pause control (or from the start, without auto-play): holds until pressed again. */
  readonly pausedByUser: boolean;
  /** The pointer is over the carousel: paused while it stays. */
  readonly hovered: boolean;
  /** Focus is inside the carousel: paused while it stays. */
  readonly focusWithin: boolean;
  /** Index of the first visible slide. */
  readonly index: number;
  /** Pointer position where a swipe started, while one is under way. */
  readonly swipeStartX: number | null;
}

/** Everything the carousel machine responds to (a UI sends them through `connect`). */
export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'SWIPE.START'; x: number }
  | { type: 'SWIPE.END'; x: number }
  | { type: 'POINTER.ENTER' }
  | { type: 'POINTER.LEAVE' }
  | { type: 'FOCUS.ENTER' }
  | { type: 'FOCUS.LEAVE' }
  | { type: 'PAUSE.TOGGLE' }
  | { type: 'BREAKPOINT.CHANGE'; breakpoint: Breakpoint }
  | { type: 'SLIDES.CHANGE'; slideCount: number };
