import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { WIDGET_TIMINGS } from '@rinn/rules';
import { flushPromises as flush } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectShare } from './share.connect.js';
import { shareMachine } from './share.machine.js';
import type { ShareTarget } from './share.types.js';


function start(isDesktop: boolean, failing = false) {
  const calls: string[] = [];
  const clock = new SimulatedClock();
  const record = (kind: string) => fromPromise<void, ShareTarget>(({ input }) => {
    calls.push(`${kind} ${input.url}`);
    return failing ? Promise.reject(new Error('blocked')) : Promise.resolve();
  });
  const actor = createActor(shareMachine.provide({ actors: { openWindow: record('window'), navigate: record('navigate') } }), {
    input: { isDesktop },
    clock,
  }).start();
  return { calls, clock, actor, api: () => connectShare(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('share machine', () => {
  it('SHARE-001: on desktop every network opens a new window at once', async () => {
    const { calls, api } = start(true);
    api().getShareButtonProps('twitter', 'https://t.example/share').onClick();
    expect(api().isSharing).toBe(true);
    await flush();
    await flush();
    expect(calls).toEqual(['window https://t.example/share']);
    expect(api().isSharing).toBe(false);
  });

  it('SHARE-001: Facebook opens a new window on mobile too', async () => {
    const { calls, api } = start(false);
    api().getShareButtonProps('facebook', 'https://fb.example/s').onClick();
    await flush();
    await flush();
    expect(calls).toEqual(['window https://fb.example/s']);
  });

  it('SHARE-001: elsewhere on mobile it navigates, then opens a window at 500 ms, not at 499 ms', async () => {
    expect(WIDGET_TIMINGS.shareFallbackMs).toBe(500);
    const { calls, clock, actor, api } = start(false);
    api().getShareButtonProps('whatsapp', 'whatsapp://send?text=x').onClick();
    await flush();
    await flush();
    expect(calls).toEqual(['navigate whatsapp://send?text=x']);
    expect(api().getShareButtonProps('twitter', 'ignored').disabled).toBe(true);
    clock.increment(499);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await flush();
    await flush();
    expect(calls).toEqual(['navigate whatsapp://send?text=x', 'window whatsapp://send?text=x']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'VIEWPORT.CHANGE', isDesktop: true });
    api().getShareButtonProps('linkedin', 'https://li.example').onClick();
    expect(actor.getSnapshot().value).toBe('openingWindow');
  });

  it('SHARE-001: a blocked window or navigation still ends the share', async () => {
    const { clock, actor, api } = start(false, true);
    api().getShareButtonProps('twitter', 'https://t.example').onClick();
    await flush();
    await flush();
    clock.increment(500);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  describe('every shortest path', () => {
    const cases = [true, false].flatMap((isDesktop) =>
      shortestPathCases(shareMachine, {
        input: { isDesktop },
        events: [{ type: 'SHARE', network: 'twitter', url: 'u' }, { type: 'VIEWPORT.CHANGE', isDesktop: !isDesktop }],
      }));
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
