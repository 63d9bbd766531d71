import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { shareMachine } from './share.machine.js';
import type { ShareEvent, ShareNetwork } from './share.types.js';

/** What a UI needs to render the share buttons. */
export interface ShareApi {
  /** True while a share is under way (buttons ignore clicks). */
  readonly isSharing: boolean;
  getShareButtonProps(network: ShareNetwork, url: string): { readonly disabled: boolean; readonly onClick: () => void };
}

/**
 * Turns a share snapshot into plain values and prop-getters.
 *
 * @param snapshot - the share actor's snapshot.
 * @param send - the share actor's `send`.
 * @returns the share view model.
 * @example
 * ```ts
 * connectShare(actor.getSnapshot(), (event) => actor.send(event)).getShareButtonProps('twitter', tweetUrl).onClick();
 * ```
 */
export function connectShare(snapshot: SnapshotFrom<typeof shareMachine>, send: Send<ShareEvent>): ShareApi {
  const isSharing = !snapshot.matches('idle');
  return {
    isSharing,
    getShareButtonProps: (network, url) => ({ disabled: isSharing, onClick: () => send({ type: 'SHARE', network, url }) }),
  };
}
