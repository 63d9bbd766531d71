import { analyticsLocation, analyticsPlatform, analyticsSource, type AnalyticsEventName } from '@rinn/rules';

/**
 * First-party usage statistics (§7 analytics), only with the visitor's consent (DPDP Act): nothing
 * is recorded or sent until the visitor allows it in the footer, and a refusal or a withdrawal
 * empties the queue. Events go to our own `POST /api/analytics/events`; no third-party script.
 *
 * Sent with `navigator.sendBeacon` (a `keepalive` fetch where there is none) rather than the API
 * client: a batch must survive the page being closed, and a content page should not load the
 * client's schemas to count a page view. The server validates every event (ANALYTICS-004).
 */

/** The visitor's choice, kept in this browser only. */
export type AnalyticsChoice = 'granted' | 'denied' | 'undecided';

const CHOICE_KEY = 'rinn.analytics';
const ENDPOINT = '/api/analytics/events';
/** Events sent together at most (the contract's batch limit is 20). */
const BATCH_SIZE = 10;
/** How long an event waits for others before its batch goes. */
const FLUSH_DELAY_MS = 5_000;

interface QueuedEvent {
  readonly name: AnalyticsEventName;
  readonly source: string;
  readonly platform: string;
  readonly location: string;
  readonly online: boolean;
  readonly occurredAt: string;
}

let queue: QueuedEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let visitSource: string | undefined;
const listeners = new Set<(choice: AnalyticsChoice) => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's current choice. */
export function analyticsChoice(): AnalyticsChoice {
  const stored = storage()?.getItem(CHOICE_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : 'undecided';
}

/**
 * Records the visitor's choice; a refusal drops what was queued.
 *
 * @param choice - granted or denied
 */
export function setAnalyticsChoice(choice: 'granted' | 'denied'): void {
  storage()?.setItem(CHOICE_KEY, choice);
  if (choice === 'denied') {
    queue = [];
    clearTimeout(flushTimer);
  }
  for (const listener of listeners) listener(choice);
}

/**
 * Calls `listener` whenever the choice changes.
 *
 * @param listener - gets the new choice
 * @returns a function that stops listening
 */
export function onAnalyticsChoice(listener: (choice: AnalyticsChoice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function send(events: readonly QueuedEvent[]): void {
  const body = JSON.stringify({ events });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/** Sends what is queued now (the page is being hidden, or the batch is full). */
export function flushAnalytics(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) send(queue.splice(0, BATCH_SIZE));
}

/**
 * Records that something happened on the current page, when the visitor allowed it.
 *
 * @param name - the event
 */
export function recordEvent(name: AnalyticsEventName): void {
  if (typeof window === 'undefined' || analyticsChoice() !== 'granted') return;
  visitSource ??= analyticsSource(window.location.search, document.referrer, window.location.host);
  queue.push({
    name,
    source: visitSource,
    platform: analyticsPlatform(window.innerWidth),
    location: analyticsLocation(window.location.pathname),
    online: navigator.onLine,
    occurredAt: new Date().toISOString(),
  });
  if (queue.length >= BATCH_SIZE) flushAnalytics();
  else flushTimer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}
