import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor } from 'xstate';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectVoucher } from './voucher.connect.js';
import { voucherMachine } from './voucher.machine.js';

describe('voucher machine', () => {
  it('VOUCHER-001: a click shows the back, another click the front', () => {
    const actor = createActor(voucherMachine).start();
    const api = () => connectVoucher(actor.getSnapshot(), (event) => actor.send(event));
    expect(api().face).toBe('front');
    api().getCardProps().onClick();
    expect(api()).toMatchObject({ face: 'back', isFlipped: true });
    expect(api().getCardProps()['aria-pressed']).toBe(true);
    api().getCardProps().onClick();
    expect(api().face).toBe('front');
  });

  test.prop([fc.nat({ max: 50 })])('VOUCHER-001: after n clicks the back shows exactly when n is odd', (clicks) => {
    const actor = createActor(voucherMachine).start();
    for (let i = 0; i < clicks; i += 1) actor.send({ type: 'FLIP' });
    expect(connectVoucher(actor.getSnapshot(), (event) => actor.send(event)).isFlipped).toBe(clicks % 2 === 1);
  });

  describe('every shortest path', () => {
    it.each(shortestPathCases(voucherMachine).map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
