import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { carouselMachine } from '../carousel/carousel.machine.js';
import { paginationMachine } from '../pagination/pagination.machine.js';
import { shortestPathCases } from './shortest-paths.js';

describe('shortest-path harness', () => {
  it('exists because createTestModel refuses machines with delayed transitions', () => {
    expect(() => createTestModel(carouselMachine)).toThrow('After events on test machines are not supported');
  });

  it('finds the same paths as createTestModel on a machine without delays', () => {
    const events = [{ type: 'PAGE.GO', page: 2 }, { type: 'ITEMS.CHANGE', totalItems: 0 }] as const;
    const input = { totalItems: 2, pageSize: 1 };
    const ours = shortestPathCases(paginationMachine, { input, events }).map((path) => path.description);
    const theirs = createTestModel(paginationMachine, { input, events: [...events] }).getShortestPaths();
    // createTestModel also tells apart the events a state was reached by; the states reached are the same.
    const reached = (description: string) => description.slice(0, description.indexOf('):'));
    expect(new Set(ours.map(reached))).toEqual(new Set(theirs.map((path) => reached(path.description))));
  });

  it('fails a path when the live actor leaves the model', () => {
    let liveWorld = false;
    const machine = createMachine({
      id: 'drift',
      initial: 'a',
      states: { a: { on: { GO: [{ guard: () => liveWorld, target: 'c' }, { target: 'b' }] } }, b: {}, c: {} },
    });
    const paths = shortestPathCases(machine);
    liveWorld = true;
    const toB = paths.find((path) => path.description.startsWith('Reaches state "b"'))!;
    expect(() => toB.run()).toThrow(/differs from model/);
  });
});
