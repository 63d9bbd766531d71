import { fromPromise } from 'xstate';

/** A fake request actor whose calls the test sees and whose answers the test gives. */
export interface ControlledActor<TOutput, TInput> {
  readonly logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** Inputs of every call so far, oldest first. */
  readonly calls: TInput[];
  /** Answers the oldest unanswered call. */
  resolve(output: TOutput): void;
  /** Fails the oldest unanswered call. */
  reject(error: unknown): void;
  /** How many calls are still unanswered. */
  pending(): number;
}

/**
 * Builds a fake request actor for machine tests.
 *
 * @returns the fake and its controls.
 */
export function controlledActor<TOutput, TInput>(): ControlledActor<TOutput, TInput> {
  const calls: TInput[] = [];
  const waiting: Array<{ resolve: (output: TOutput) => void; reject: (error: unknown) => void }> = [];
  const settle = () => {
    const next = waiting.shift();
    if (!next) throw new Error('No call is waiting for an answer');
    return next;
  };
  return {
    logic: fromPromise<TOutput, TInput>(({ input }) => {
      calls.push(input);
      return new Promise<TOutput>((resolve, reject) => waiting.push({ resolve, reject }));
    }),
    calls,
    resolve: (output) => settle().resolve(output),
    reject: (error) => settle().reject(error),
    pending: () => waiting.length,
  };
}
