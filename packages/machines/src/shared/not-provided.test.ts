import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ActorNotProvidedError, callbackNotProvided, promiseNotProvided } from './not-provided.js';

describe('actors the app has not provided', () => {
  it('a request actor rejects with a message naming the actor and how to provide it', async () => {
    const actor = createActor(promiseNotProvided<string, void>('sendLoginOtp')).start();
    const failure = toPromise(actor).catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ActorNotProvidedError);
    expect(error).toMatchObject({
      code: 'ACTOR_NOT_PROVIDED',
      actorName: 'sendLoginOtp',
      message: 'The "sendLoginOtp" actor was not provided: supply it with machine.provide({ actors: { sendLoginOtp: … } }).',
    });
  });

  it('a long-lived actor fails as soon as it starts', () => {
    const errors: unknown[] = [];
    const actor = createActor(callbackNotProvided<void>('askQuestion'));
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ActorNotProvidedError);
  });
});
