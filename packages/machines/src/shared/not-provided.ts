import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * Raised when a machine starts an effect the app never supplied with `machine.provide()`.
 * Failing loudly beats a silent default: a forgotten server call would otherwise look like a
 * visitor who never got an answer.
 */
export class ActorNotProvidedError extends Error {
  /** Stable code for callers that branch on the error kind. */
  readonly code = 'ACTOR_NOT_PROVIDED';

  /**
   * @param actorName - the name of the actor in the machine's `setup({ actors })`.
   */
  constructor(readonly actorName: string) {
    super(`The "${actorName}" actor was not provided: supply it with machine.provide({ actors: { ${actorName}: … } }).`);
    this.name = 'ActorNotProvidedError';
  }
}

/**
 * Placeholder for a request/response effect whose real implementation the app provides.
 *
 * @param actorName - the actor's name, repeated in the error.
 * @returns promise logic that rejects with {@link ActorNotProvidedError} when started.
 */
export function promiseNotProvided<TOutput, TInput>(actorName: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new ActorNotProvidedError(actorName)));
}

/**
 * Placeholder for a long-lived effect (a stream, a subscription) whose real implementation the
 * app provides.
 *
 * @param actorName - the actor's name, repeated in the error.
 * @returns callback logic that throws {@link ActorNotProvidedError} when started.
 */
export function callbackNotProvided<TInput>(actorName: string) {
  return fromCallback<EventObject, TInput>(() => {
    throw new ActorNotProvidedError(actorName);
  });
}
