import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { videoMachine } from './video.machine.js';
import type { VideoEvent } from './video.types.js';

/** What a UI needs to render the video teaser and popup. */
export interface VideoApi {
  readonly isOpen: boolean;
  readonly videoUrl: string | null;
  getTeaserProps(videoUrl: string): { readonly onClick: () => void };
  getCloseProps(): { readonly 'aria-label': 'Close'; readonly onClick: () => void };
}

/**
 * Turns a video popup snapshot into plain values and prop-getters.
 *
 * @param snapshot - the video actor's snapshot.
 * @param send - the video actor's `send`.
 * @returns the video popup view model.
 * @example
 * ```ts
 * const { isOpen, videoUrl, getCloseProps } = connectVideo(actor.getSnapshot(), actor.send);
 * ```
 */
export function connectVideo(snapshot: SnapshotFrom<typeof videoMachine>, send: Send<VideoEvent>): VideoApi {
  return {
    isOpen: snapshot.matches('open'),
    videoUrl: snapshot.context.videoUrl,
    getTeaserProps: (videoUrl) => ({ onClick: () => send({ type: 'OPEN', videoUrl }) }),
    getCloseProps: () => ({ 'aria-label': 'Close', onClick: () => send({ type: 'CLOSE' }) }),
  };
}
