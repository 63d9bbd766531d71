import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor } from 'xstate';
import { REFINANCE_CARD } from '@rinn/rules';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectRefinanceCard } from './refinance-card.connect.js';
import { refinanceCardMachine } from './refinance-card.machine.js';

describe('refinance floating card machine', () => {
  it('REFICARD-001: appears past 2,300 px, not at 2,300 px, and hides when scrolled back', () => {
    expect(REFINANCE_CARD.scrollThresholdPx).toBe(2300);
    const actor = createActor(refinanceCardMachine).start();
    const api = () => connectRefinanceCard(actor.getSnapshot(), (event) => actor.send(event));
    api().onScroll(2300);
    expect(api().isVisible).toBe(false);
    api().onScroll(2301);
    expect(api().isVisible).toBe(true);
    api().onScroll(5000);
    expect(api().isVisible).toBe(true);
    api().onScroll(2300);
    expect(api().isVisible).toBe(false);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 6000 }), { minLength: 1, maxLength: 30 })])(
    'REFICARD-001: after any scrolling the card shows exactly when the last offset is past the threshold',
    (offsets) => {
      const actor = createActor(refinanceCardMachine).start();
      for (const scrollY of offsets) actor.send({ type: 'SCROLL', scrollY });
      expect(connectRefinanceCard(actor.getSnapshot(), (event) => actor.send(event)).isVisible).toBe(offsets.at(-1)! > 2300);
    },
  );

  test.prop([fc.array(fc.integer({ min: 0, max: 6000 }), { maxLength: 30 })])('REFICARD-002: once closed the card stays away, whatever the scrolling', (offsets) => {
    const actor = createActor(refinanceCardMachine).start();
    const api = () => connectRefinanceCard(actor.getSnapshot(), (event) => actor.send(event));
    api().onScroll(3000);
    expect(api().isVisible).toBe(true);
    api().close();
    expect(api().isVisible).toBe(false);
    for (const scrollY of [...offsets, 3000]) api().onScroll(scrollY);
    expect(api().isVisible).toBe(false);
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(refinanceCardMachine, {
      events: [{ type: 'SCROLL', scrollY: 0 }, { type: 'SCROLL', scrollY: 3000 }, { type: 'CLOSE' }],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
