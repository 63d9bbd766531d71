import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectCityModal } from './city-modal.connect.js';
import { cityModalMachine } from './city-modal.machine.js';

describe('city-list modal machine', () => {
  it("CITYMODAL-001: opens titled 'Locations' and closes", () => {
    const actor = createActor(cityModalMachine).start();
    const api = () => connectCityModal(actor.getSnapshot(), (event) => actor.send(event));
    expect(api()).toMatchObject({ isOpen: false, title: 'Locations' });
    api().getTriggerProps().onClick();
    expect(api().getTriggerProps()['aria-expanded']).toBe(true);
    api().getCloseProps().onClick();
    expect(api().isOpen).toBe(false);
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(cityModalMachine);
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
