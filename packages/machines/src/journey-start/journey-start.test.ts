import { describe, expect, it } from 'vitest';
import { buildJourneyStart, WIDGET_TIMINGS, type JourneyStartParams } from '@rinn/rules';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flushPromises as flush } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectJourneyStart } from './journey-start.connect.js';
import { journeyStartMachine } from './journey-start.machine.js';

const params = buildJourneyStart({ backBtnSlug: '/emi-calculator' }).params;

function start(readiness: Array<boolean | Error>, startFails = false) {
  const clock = new SimulatedClock();
  const started: JourneyStartParams[] = [];
  let checks = 0;
  const machine = journeyStartMachine.provide({
    actors: {
      isJourneyReady: fromPromise(() => {
        const answer = readiness[Math.min(checks, readiness.length - 1)]!;
        checks += 1;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }),
      startJourney: fromPromise<void, JourneyStartParams>(({ input }) => {
        started.push(input);
        return startFails ? Promise.reject(new Error('journey failed')) : Promise.resolve();
      }),
    },
  });
  const actor = createActor(machine, { input: { params }, clock }).start();
  return { clock, actor, started, checks: () => checks, api: () => connectJourneyStart(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('journey-start button machine', () => {
  it('JSTART-001: a click shows a disabled loading state until the journey has started', async () => {
    const { api, started } = start([true]);
    expect(api().getButtonProps()).toMatchObject({ disabled: false, 'aria-busy': false });
    api().getButtonProps().onClick();
    expect(api().getButtonProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    api().getButtonProps().onClick();
    await flush();
    expect(started).toEqual([params]);
    expect(api().isLoading).toBe(false);
  });

  it('JSTART-002: asks again every 250 ms (not at 249 ms) until the journey is ready', async () => {
    expect(WIDGET_TIMINGS.journeyPollMs).toBe(250);
    const { clock, api, started, checks } = start([false, new Error('not loaded'), true]);
    api().getButtonProps().onClick();
    await flush();
    expect(checks()).toBe(1);
    clock.increment(249);
    await flush();
    expect(checks()).toBe(1);
    clock.increment(1);
    await flush();
    expect(checks()).toBe(2);
    expect(api().isLoading).toBe(true);
    clock.increment(250);
    await flush();
    expect(checks()).toBe(3);
    expect(started).toEqual([params]);
    expect(api().isLoading).toBe(false);
  });

  it('JSTART-001: a failed start ends the loading state so the visitor can try again', async () => {
    const { api, started } = start([true], true);
    api().getButtonProps().onClick();
    await flush();
    expect(api().isLoading).toBe(false);
    api().getButtonProps().onClick();
    await flush();
    expect(started).toHaveLength(2);
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(journeyStartMachine, {
      input: { params },
      events: [
        { type: 'xstate.done.actor.isJourneyReady', output: true },
        { type: 'xstate.done.actor.isJourneyReady', output: false },
      ],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
