import type { Language } from '@rinn/rules';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';

// What every part of the app that loads something shows when the load failed, and how a failed
// import of the app's own code is told apart. Kept light (no API client, no API messages): the
// site shell's on-demand parts (the chat, the login) use it on every page.

/**
 * Whether a load failed for want of a connection: an API client's offline error, or code that
 * could not be fetched ({@link importedModules}). Read by shape, so this module does not load the
 * API client for pages that never fail.
 *
 * @param error - what the load threw
 * @returns true when the visitor should check their connection
 */
export function isLostConnection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NETWORK_ERROR';
}

/**
 * A failure said without the server's words: the sentence of what could not be loaded, then check
 * your connection ({@link isLostConnection}) or try again in a moment. Signed-in pages add the
 * server's words where it sent any (`loadFailureMessage`); parts loaded on demand never have any.
 *
 * @param lead - what could not be loaded ("We could not open the chat.")
 * @param error - what the load threw
 * @param language - the page language
 * @returns the message to show
 */
export function failureMessage(lead: string, error: unknown, language: Language): string {
  const copy = webStrings(language);
  return `${lead} ${isLostConnection(error) ? copy.loadOffline : copy.loadTryLater}`;
}

/**
 * Awaits the modules a page imports for itself, and says a failure as the connection's. A dynamic
 * `import()` fails when its chunk cannot be fetched (offline, a dropped connection), and the
 * browser's TypeError ("Failed to fetch dynamically imported module: https://…") is not a sentence
 * for a visitor: the failure carries the code an offline API call has, so
 * the failure reads "Check your internet connection and try again." ({@link isLostConnection}).
 *
 * @rule LOAD-CODE-001 A page that imports its own code once it is up (the journey, the consent
 *   link, the signed-in pages) and cannot fetch it says so as a lost connection, with Try again,
 *   which imports again: it never stays on its loading text, nor shows the browser's words.
 * @param importing - the page's `import()`s
 * @returns the modules
 */
export async function importedModules<T>(importing: Promise<T>): Promise<T> {
  try {
    return await importing;
  } catch (cause) {
    throw Object.assign(new Error('The page could not load its code.', { cause }), { code: 'NETWORK_ERROR' as const });
  }
}

/**
 * A failed load, said where the content would be, with Try again.
 *
 * @param props - the message (a signed-in page's from `loadFailureMessage`) and what Try again does
 * @returns the alert and the button
 */
export function LoadFailure({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { language } = useLanguage();
  return (
    <div className="load-failure">
      <p role="alert" className="field-error">
        {message}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {webStrings(language).tryAgain}
      </button>
    </div>
  );
}
