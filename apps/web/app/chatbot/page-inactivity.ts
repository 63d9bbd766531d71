/** What counts as the visitor doing something on the page. */
export const PAGE_ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Elements a visitor types into: while one has focus the chat never opens by itself. */
const TYPING_TARGET = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * The attribute a page puts on a form or a result that the chat must not cover by itself (the
 * application journey: its steps, offers and confirmation). The visitor can still open the chat.
 */
export const CHAT_STAYS_CLOSED_ATTRIBUTE = 'data-chat-stays-closed';

/**
 * Whether the page shows a form or a result the chat must not open over by itself.
 *
 * @param page - the document
 * @returns true while an element carries {@link CHAT_STAYS_CLOSED_ATTRIBUTE}
 */
export function keepsChatClosed(page: Document): boolean {
  return page.querySelector(`[${CHAT_STAYS_CLOSED_ATTRIBUTE}]`) !== null;
}

/** The timer functions the watch uses; tests pass fakes. */
export interface InactivityTimers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const browserTimers: InactivityTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

function isTypingTarget(target: EventTarget | null): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.matches(TYPING_TARGET);
}

/**
 * Calls `onIdle` once the page has seen no activity for `idleMs`, never while a field has focus.
 * This is how the chatbot opens by itself (CHATBOT-001, §4 Chatbot, §9 page inactivity 30 s)
 * before its machine has loaded: the launcher runs this small watch, and only when it fires (or
 * the visitor asks) do the machine, XState and the widget load. Once loaded, `chatbotMachine`
 * decides everything else.
 *
 * @param page - the document to watch
 * @param idleMs - how long the page must stay idle (`CHATBOT_TIMINGS.pageInactivityOpenMs`)
 * @param onIdle - called at most once
 * @param timers - timer functions (tests pass fakes)
 * @returns stops watching
 * @example
 * const stop = watchPageInactivity(document, 30_000, () => openChat());
 */
export function watchPageInactivity(page: Document, idleMs: number, onIdle: () => void, timers: InactivityTimers = browserTimers): () => void {
  let handle: unknown = null;
  let typing = isTypingTarget(page.activeElement);
  let stopped = false;

  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const restart = () => {
    cancel();
    if (stopped || typing) return;
    handle = timers.setTimeout(() => {
      handle = null;
      stop();
      onIdle();
    }, idleMs);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isTypingTarget(event.target)) return;
    typing = true;
    cancel();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!isTypingTarget(event.target)) return;
    // Focus moving from one field straight to another keeps the watch paused.
    typing = isTypingTarget(event.relatedTarget);
    restart();
  };
  const stop = () => {
    stopped = true;
    cancel();
    for (const type of PAGE_ACTIVITY_EVENTS) page.removeEventListener(type, restart, { capture: true });
    page.removeEventListener('focusin', onFocusIn);
    page.removeEventListener('focusout', onFocusOut);
  };

  // Capture, so that scrolling inside any element counts too (scroll does not bubble).
  for (const type of PAGE_ACTIVITY_EVENTS) page.addEventListener(type, restart, { capture: true, passive: true });
  page.addEventListener('focusin', onFocusIn);
  page.addEventListener('focusout', onFocusOut);
  restart();
  return stop;
}
