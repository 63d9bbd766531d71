/** Everything the video popup machine responds to (a UI sends them through `connect`). */
export type VideoEvent = { type: 'OPEN'; videoUrl: string } | { type: 'CLOSE' };

/** What the video popup machine remembers between events. */
export interface VideoContext {
  /** The video playing in the popup, while it is open. */
  readonly videoUrl: string | null;
}
