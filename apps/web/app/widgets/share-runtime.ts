import { connectShare, shareMachine, type ShareNetwork } from '@rinn/machines';
import { createActor, fromPromise, type Actor } from 'xstate';

/** Where a share button is pressed from counts as a desktop when it has a fine pointer that hovers. */
const DESKTOP_QUERY = '(hover: hover) and (pointer: fine)';

let actor: Actor<typeof shareMachine> | null = null;

/**
 * The page's share machine (SHARE-001), started on the first share: a new window on a desktop or
 * for Facebook; elsewhere the page goes to the share address (a phone hands it to the app) and a
 * window opens 500 ms later as the fallback.
 *
 * @returns the running share actor
 */
function shareActor(): Actor<typeof shareMachine> {
  if (actor !== null) return actor;
  const desktop = window.matchMedia(DESKTOP_QUERY);
  const machine = shareMachine.provide({
    actors: {
      openWindow: fromPromise<void, { url: string }>(async ({ input }) => {
        window.open(input.url, '_blank', 'noopener,noreferrer');
      }),
      navigate: fromPromise<void, { url: string }>(async ({ input }) => {
        window.location.assign(input.url);
      }),
    },
  });
  const started = createActor(machine, { input: { isDesktop: desktop.matches } }).start();
  desktop.addEventListener('change', () => started.send({ type: 'VIEWPORT.CHANGE', isDesktop: desktop.matches }));
  actor = started;
  return started;
}

/**
 * Shares on a network through the page's share machine.
 *
 * @param network - where to share
 * @param url - the network's share address
 */
export function shareOn(network: ShareNetwork, url: string): void {
  const running = shareActor();
  connectShare(running.getSnapshot(), (event) => running.send(event)).getShareButtonProps(network, url).onClick();
}
