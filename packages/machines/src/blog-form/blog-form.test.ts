import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { buildJourneyStart, type JourneyStartParams } from '@rinn/rules';
import { canSendOtp, MOBILE_INVALID, REQUIRED } from '@rinn/validation';
import { createActor, fromPromise } from 'xstate';
import { flushPromises as flush } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectBlogForm } from './blog-form.connect.js';
import { blogFormMachine } from './blog-form.machine.js';
import { inEnglish } from '../testing/in-english.js';


const params = buildJourneyStart({}).params;

function start() {
  const started: JourneyStartParams[] = [];
  const machine = blogFormMachine.provide({
    actors: { startJourney: fromPromise<void, JourneyStartParams>(({ input }) => Promise.resolve(void started.push(input))) },
  });
  const actor = createActor(machine, { input: { params } }).start();
  return { actor, started, api: () => connectBlogForm(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('blog form machine', () => {
  it('BLOGFORM-001: 10 digits start the journey with the mobile number', async () => {
    const { api, started } = start();
    api().getMobileInputProps().onChange('98765 43210');
    expect(api().mobile).toBe('9876543210');
    api().getSubmitProps().onClick();
    expect(api()).toMatchObject({ isLoading: true });
    expect(api().getSubmitProps().disabled).toBe(true);
    await flush();
    expect(started).toEqual([{ ...params, mobileNumber: '9876543210' }]);
    expect(api().isLoading).toBe(false);
  });

  it('BLOGFORM-001: fewer than 10 digits keep loading off and show the mobile message', () => {
    const { api, started } = start();
    api().getSubmitProps().onClick();
    expect(api()).toMatchObject({ isLoading: false, error: { code: 'REQUIRED' } });
    expect(inEnglish(api().error)).toBe(REQUIRED);
    api().getMobileInputProps().onChange('987654321');
    expect(api().error).toBeNull();
    api().getSubmitProps().onClick();
    expect(api()).toMatchObject({ isLoading: false, error: { code: 'MOBILE_INVALID' } });
    expect(inEnglish(api().error)).toBe(MOBILE_INVALID);
    expect(api().getMobileInputProps()['aria-invalid']).toBe(true);
    expect(started).toEqual([]);
  });

  test.prop([fc.string({ maxLength: 14 })])('BLOGFORM-001: any typed text starts the journey exactly when @rinn/validation accepts it', (typed) => {
    const { api } = start();
    api().getMobileInputProps().onChange(typed);
    api().getSubmitProps().onClick();
    expect(api().isLoading).toBe(canSendOtp(api().mobile));
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(blogFormMachine, {
      input: { params },
      events: [{ type: 'MOBILE.CHANGE', value: '9876543210' }],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
