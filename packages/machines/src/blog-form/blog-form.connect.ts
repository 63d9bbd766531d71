import type { ShownMessage } from '../shared/shown-message.js';
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { blogFormMachine } from './blog-form.machine.js';
import type { BlogFormEvent } from './blog-form.types.js';

/** What a UI needs to render the blog form. */
export interface BlogFormApi {
  readonly mobile: string;
  readonly error: ShownMessage | null;
  readonly isLoading: boolean;
  getMobileInputProps(): {
    readonly value: string;
    readonly inputMode: 'numeric';
    readonly 'aria-invalid': boolean;
    readonly onChange: (value: string) => void;
  };
  getSubmitProps(): { readonly disabled: boolean; readonly onClick: () => void };
}

/**
 * Turns a blog form snapshot into plain values and prop-getters.
 *
 * @param snapshot - the blog form actor's snapshot.
 * @param send - the blog form actor's `send`.
 * @returns the form view model.
 * @example
 * ```ts
 * const { getMobileInputProps, getSubmitProps } = connectBlogForm(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectBlogForm(snapshot: SnapshotFrom<typeof blogFormMachine>, send: Send<BlogFormEvent>): BlogFormApi {
  const { mobile, error } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  return {
    mobile,
    error,
    isLoading,
    getMobileInputProps: () => ({
      value: mobile,
      inputMode: 'numeric',
      'aria-invalid': error !== null,
      onChange: (value) => send({ type: 'MOBILE.CHANGE', value }),
    }),
    getSubmitProps: () => ({ disabled: isLoading, onClick: () => send({ type: 'SUBMIT' }) }),
  };
}
