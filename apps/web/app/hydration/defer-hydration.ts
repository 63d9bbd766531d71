import { LANGUAGES, type Language } from '@rinn/rules';
import { SESSION_STORAGE_KEY } from '../session/browser-token-store.ts';
import {
  DEFERRED_MODULE_SCRIPT_ID,
  DEFERRED_MODULE_SCRIPT_TYPE,
  HYDRATE_WHEN_VISIBLE_ATTRIBUTE,
  HYDRATED_EVENT,
  installHydrationTrigger,
  type HydrationTriggerConfig,
} from './hydration-trigger.ts';
import type { IslandsBuild } from '../islands/islands-build.ts';
import { inlineCall } from './inline-script.ts';
import { INTL_WARM_UP_URL, INTL_WARM_UP_WAIT_MS } from './intl-warm-up.ts';

/**
 * The longest a content page waits after its load event for an idle moment before it hydrates
 * anyway (HYDRATE-001): on a busy phone the browser may report none for a while.
 */
export const HYDRATION_IDLE_DEADLINE_MS = 2_000;

/** Raised at build time when React Router's output no longer has the shape this transform expects. */
export class DeferHydrationError extends Error {
  constructor(reason: string) {
    super(`Cannot defer hydration: ${reason}. React Router's document scripts changed; update apps/web/app/hydration/defer-hydration.ts.`);
    this.name = 'DeferHydrationError';
  }
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="(?<href>[^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">(?<body>[\s\S]*?)<\/script>/g;

/**
 * Which pages hydrate when: content pages when idle after load, application shells once painted
 * (HYDRATE-005), the not-found page like content but not at every address it answers (HYDRATE-008).
 */
export type PageKind = 'content' | 'app-shell' | 'not-found';

/**
 * Rewrites a pre-rendered page so that the inline trigger of `installHydrationTrigger` decides when
 * it hydrates: React Router's module preloads leave the head, its module script stays in place but
 * inert, and the trigger is added at the end of the body, where React's hydration of the body
 * passes over it.
 *
 * @rule HYDRATE-005 Every pre-rendered page and the SPA fallback load their modules through the
 *   trigger: content pages once the browser is idle after their load event (HYDRATE-001); application shells (a route handle
 *   APP_SHELL: dashboard, loan details, sanction letter, journey, consent) and the SPA
 *   fallback, which show nothing useful without the app, as soon as their first contentful paint is
 *   on screen, or at once where none will be reported (a hidden tab, no paint timing). So no
 *   module competes with the first paint for bandwidth or main thread.
 *
 * @param html - a page as React Router pre-rendered it
 * @param kind - whether the page is content or an application shell
 * @param clientEntry - the client entry's module (React Router's `manifest.entry.module`), which
 *   starts hydration when evaluated: the trigger leaves it to the module script
 * @returns the same page with its modules deferred
 * @throws {DeferHydrationError} when the page has not exactly one module script or no body, or
 *   the client entry is not among its preloads
 */
export function deferHydration(html: string, kind: PageKind, clientEntry: string): string {
  const modulePreloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match.groups?.['href'] ?? '');
  const moduleScripts = [...html.matchAll(MODULE_SCRIPT)];
  if (moduleScripts.length !== 1) throw new DeferHydrationError(`expected one module script, found ${moduleScripts.length}`);
  if (!html.includes('</body>')) throw new DeferHydrationError('the page has no </body>');
  if (!modulePreloads.includes(clientEntry)) throw new DeferHydrationError(`the client entry ${clientEntry} is not among the module preloads`);
  const trigger = inlineCall(installHydrationTrigger, triggerConfig(modulePreloads, clientEntry, kind));
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, (_script, body: string) => deferredModuleScript(body))
    .replace('</body>', () => `${trigger}</body>`);
}

/**
 * Gives a content page pre-rendered as islands (root.tsx leaves React Router's scripts out of it)
 * the islands entry in place of the router's: the same trigger, at the same moment (HYDRATE-001),
 * preloads and evaluates the islands build's chunks and the strings of the page's language, then
 * the entry, which hydrates each marked part on its own root.
 *
 * @rule ISLAND-002 A page pre-rendered as islands (a route handle `ISLANDS`: the legal, article,
 *   product, city, content, FAQ and bank pages, the car loan and two-wheeler calculators) holds
 *   no script, preload or data of React Router's, and loads only the islands build's chunks and
 *   its language's strings, when the hydration trigger says, as a content page does (HYDRATE-001).
 * @param html - an islands page as React Router pre-rendered it
 * @param islands - the islands build's entry, chunks and strings
 * @param language - the page's language, whose strings it preloads (ISLAND-004)
 * @returns the page with the trigger and the islands entry
 * @throws {DeferHydrationError} when the page still carries the router's scripts, or has no body
 */
export function deferIslands(html: string, islands: IslandsBuild, language: Language): string {
  if (html.search(MODULE_PRELOAD) !== -1 || html.search(MODULE_SCRIPT) !== -1 || html.includes('__reactRouterContext')) {
    throw new DeferHydrationError("an islands page carries React Router's scripts: root.tsx must leave them out");
  }
  if (!html.includes('</body>')) throw new DeferHydrationError('the page has no </body>');
  const trigger = inlineCall(installHydrationTrigger, triggerConfig([...islands.chunks, islands.webStrings[language]], islands.entry, 'content'));
  return html.replace('</body>', () => `${deferredModuleScript(`import ${JSON.stringify(islands.entry)};`)}${trigger}</body>`);
}

/** The page's module script, inert until the trigger runs it. */
function deferredModuleScript(body: string): string {
  return `<script type="${DEFERRED_MODULE_SCRIPT_TYPE}" id="${DEFERRED_MODULE_SCRIPT_ID}">${body}</script>`;
}

/** What the trigger is told: the modules to preload and evaluate, and which page it is on. */
function triggerConfig(modulePreloads: readonly string[], entry: string, kind: PageKind): HydrationTriggerConfig {
  return {
    moduleScriptId: DEFERRED_MODULE_SCRIPT_ID,
    modulePreloads,
    evaluationOrder: modulePreloads.filter((href) => href !== entry).reverse(),
    sessionStorageKey: SESSION_STORAGE_KEY,
    idleDeadlineMs: HYDRATION_IDLE_DEADLINE_MS,
    hydratedEvent: HYDRATED_EVENT,
    visibleAttribute: HYDRATE_WHEN_VISIBLE_ATTRIBUTE,
    intlWarmUpUrl: INTL_WARM_UP_URL,
    intlWarmUpWaitMs: INTL_WARM_UP_WAIT_MS,
    appShell: kind === 'app-shell',
    notFoundLanguages: kind === 'not-found' ? LANGUAGES : null,
  };
}
