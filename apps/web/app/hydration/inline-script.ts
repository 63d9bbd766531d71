/**
 * Inline scripts the build writes into pre-rendered pages (the hydration trigger, the dashboard's
 * greeting painter): a function of this app called with its arguments.
 */

/**
 * An inline script that calls a function, written in as its source text (`toString`), so the
 * function may use nothing from outside its own body; the arguments go in as JSON with `<` escaped,
 * so no text in them can close the script element early. The page's Content-Security-Policy admits
 * it by its hash, which the server computes from the page.
 *
 * @param run - the function
 * @param args - its arguments, JSON-serialisable
 * @returns the script element
 * @example inlineCall(paintStoredGreeting, 'rinn.session', 'data-welcome') // '<script>(function paintStoredGreeting(storageKey, welcomeAttribute) {…})("rinn.session","data-welcome");</script>'
 */
export function inlineCall<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const json = args.map((arg) => JSON.stringify(arg).replaceAll('<', '\\u003c')).join(',');
  return `<script>(${run.toString()})(${json});</script>`;
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Puts a script first in a page's head, right after the charset declaration: ahead of the
 * stylesheet, so it runs before the parser waits for anything.
 *
 * @param html - a pre-rendered page
 * @param script - the script element
 * @returns the page with the script, or unchanged when it has no charset declaration
 */
export function firstInHead(html: string, script: string): string {
  return html.includes(CHARSET) ? html.replace(CHARSET, () => `${CHARSET}${script}`) : html;
}
