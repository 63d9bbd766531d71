const DISMISSED_KEY = 'rinn.chat.dismissed';

/**
 * Remembers, for this browser tab, that the visitor closed the chat, so that it does not open by
 * itself again on the next page load (CHATBOT-001: once closed it no longer opens by itself; the
 * machine knows that only until the page reloads).
 */
export function rememberChatDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the chat may open by itself again after a reload.
  }
}

/**
 * Whether the visitor closed the chat earlier in this browser tab.
 *
 * @returns true after {@link rememberChatDismissed} in this tab
 */
export function wasChatDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}
