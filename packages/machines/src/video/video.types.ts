/** Events of the video popup. */
export type VideoEvent = { type: 'OPEN'; videoUrl: string } | { type: 'CLOSE' };

export interface VideoContext {
  /** The video playing in the popup, while it is open. */
  readonly videoUrl: string | null;
}
