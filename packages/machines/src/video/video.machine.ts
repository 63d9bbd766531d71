import { assign, setup } from 'xstate';
import type { VideoContext, VideoEvent } from './video.types.js';

/**
 * The video popup ('Life at the company' teaser and other videos).
 *
 * @rule VIDEO-001 The teaser opens the video in a popup; the close control closes it and stops
 *   the video (no video address stays loaded once closed).
 * @spec §2 Screens and sections (video teaser, video popup with a close control)
 * @example
 * ```ts
 * createActor(videoMachine).start().send({ type: 'OPEN', videoUrl: 'https://video.example/life' });
 * ```
 */
export const videoMachine = setup({
  types: { context: {} as VideoContext, events: {} as VideoEvent },
  actions: {
    load: assign({ videoUrl: ({ event }) => (event.type === 'OPEN' ? event.videoUrl : null) }),
    unload: assign({ videoUrl: null }),
  },
}).createMachine({
  id: 'video',
  context: { videoUrl: null },
  initial: 'closed',
  states: {
    closed: { entry: 'unload', on: { OPEN: { target: 'open', actions: 'load' } } },
    open: { on: { CLOSE: 'closed' } },
  },
});
