import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectVideo } from './video.connect.js';
import { videoMachine } from './video.machine.js';

describe('video popup machine', () => {
  it('VIDEO-001: the teaser opens the popup with its video and the close control unloads it', () => {
    const actor = createActor(videoMachine).start();
    const api = () => connectVideo(actor.getSnapshot(), actor.send);
    expect(api()).toMatchObject({ isOpen: false, videoUrl: null });
    api().getTeaserProps('https://video.example/life').onClick();
    expect(api()).toMatchObject({ isOpen: true, videoUrl: 'https://video.example/life' });
    api().getCloseProps().onClick();
    expect(api()).toMatchObject({ isOpen: false, videoUrl: null });
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(videoMachine, { events: [{ type: 'OPEN', videoUrl: 'v' }] });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
