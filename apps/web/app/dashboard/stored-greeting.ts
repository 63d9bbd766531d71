import { firstInHead, inlineCall } from '../hydration/inline-script.ts';
import { SESSION_STORAGE_KEY } from '../session/browser-token-store.ts';

/** The name parts of the signed-in customer, as the session holds them. */
export interface GreetedName {
  readonly firstName: string | null;
  readonly lastName: string | null;
}

/**
 * The dashboard greeting (spec §2): the welcome word with the first and last name, or the word
 * alone when the profile has no name yet.
 *
 * @param welcome - 'Welcome' in the page language
 * @param user - the name parts
 * @returns e.g. 'Welcome, Aarav Sharma'
 * @example greetingText('Welcome', { firstName: 'Aarav', lastName: null }) // 'Welcome, Aarav'
 */
export function greetingText(welcome: string, user: GreetedName): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${welcome}, ${name}` : welcome;
}

/** The attribute that marks the dashboard heading and carries the welcome word of the page language. */
export const WELCOME_ATTRIBUTE = 'data-welcome';

/**
 * Writes the greeting of the session stored on this browser into the dashboard heading as the
 * parser inserts it, before any module has loaded, so the page's largest text is on screen with
 * the first paint instead of after the session machine, the API client and the applications
 * (DASH-GREET-001).
 *
 * It runs from the head, ahead of the stylesheet, and watches the document: a mutation observer's
 * callback runs at the end of the parser task that inserted the heading, before the browser can
 * paint it. (A script after the heading would be too late on a first visit: it waits for the
 * stylesheet, and Chrome paints once the stylesheet arrives before running it; a heading painted
 * as 'My Account' is no longer a candidate for the largest paint.) It waits until the parser has
 * moved past the heading, so its text is complete.
 *
 * It is written into the page as source text, so it may use nothing from outside itself: the
 * greeting is `greetingText`'s, written again here (the tests hold the two equal). Anything
 * unexpected in storage leaves the heading as it is; React keeps the painted text (the heading
 * suppresses the hydration text check) and the session machine takes over either way.
 *
 * @rule DASH-GREET-001 The pre-rendered dashboard greets the customer of the stored session by
 *   name in its first paint, with the text the signed-in dashboard shows; without a stored
 *   session, or with one it cannot read, the heading stays 'My Account'.
 * @spec §2 Dashboard (welcome greeting with the first and last name)
 * @param storageKey - where the API client keeps the session
 * @param welcomeAttribute - WELCOME_ATTRIBUTE: marks the heading and carries the welcome word
 */
export function paintStoredGreeting(storageKey: string, welcomeAttribute: string): void {
  let parts: unknown[];
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    const name = (stored as { user?: { name?: { firstName?: unknown; lastName?: unknown } } } | null)?.user?.name;
    if (typeof name !== 'object' || name === null) return;
    parts = [name.firstName, name.lastName].filter((part) => typeof part === 'string' && part !== '');
  } catch {
    // Storage refused or not JSON: 'My Account' until the session machine has read it.
    return;
  }
  const paint = (): boolean => {
    const heading = document.querySelector(`[${welcomeAttribute}]`);
    const welcome = heading?.getAttribute(welcomeAttribute);
    if (!heading || !welcome || (heading.nextSibling === null && document.readyState === 'loading')) return false;
    heading.textContent = parts.length > 0 ? `${welcome}, ${parts.join(' ')}` : welcome;
    return true;
  };
  if (paint()) return;
  const watch = new MutationObserver(() => {
    if (paint()) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      watch.disconnect();
      paint();
    },
    { once: true },
  );
}

/**
 * Adds the greeting painter to a pre-rendered page that has a dashboard heading (the build offers
 * it every application shell), first in its head, ahead of the stylesheet.
 *
 * @param html - a pre-rendered page
 * @returns the page, with the painter when it has a dashboard heading
 */
export function withStoredGreeting(html: string): string {
  if (!html.includes(`${WELCOME_ATTRIBUTE}=`)) return html;
  return firstInHead(html, inlineCall(paintStoredGreeting, SESSION_STORAGE_KEY, WELCOME_ATTRIBUTE));
}
