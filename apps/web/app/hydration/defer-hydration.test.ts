import { describe, expect, it } from 'vitest';
import { deferHydration, DeferHydrationError, deferIslands, HYDRATION_IDLE_DEADLINE_MS } from './defer-hydration.ts';
import { DEFERRED_MODULE_SCRIPT_ID, DEFERRED_MODULE_SCRIPT_TYPE } from './hydration-trigger.ts';

// The document scripts exactly as React Router 7 pre-renders them (trimmed to four modules).
const CLIENT_ENTRY = '/assets/entry.client-1.js';
const PRELOADS = ['/assets/manifest-1.js', CLIENT_ENTRY, '/assets/jsx-runtime-1.js', '/assets/root-1.js'];
const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Used car loan</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>Used car loan</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${MODULE_CODE}</script>`,
  '</body></html>',
].join('');

/** The configuration object the trigger script is called with. */
function triggerConfig(html: string): Record<string, unknown> {
  const call = /\)\((?<config>\{.*\})\);<\/script><\/body>/.exec(html);
  if (call?.groups?.['config'] === undefined) throw new Error('no trigger call at the end of the body');
  return JSON.parse(call.groups['config']) as Record<string, unknown>;
}

describe('deferHydration', () => {
  it('HYDRATE-005: the module preloads leave the page and become the trigger list, in order', () => {
    const deferred = deferHydration(PAGE, 'content', CLIENT_ENTRY);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(triggerConfig(deferred)['modulePreloads']).toEqual(PRELOADS);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
  });

  it('HYDRATE-005: the module script stays in place, inert, with its text unchanged (its CSP hash still admits it)', () => {
    const deferred = deferHydration(PAGE, 'content', CLIENT_ENTRY);
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(`<script type="${DEFERRED_MODULE_SCRIPT_TYPE}" id="${DEFERRED_MODULE_SCRIPT_ID}">${MODULE_CODE}</script>`);
    expect(deferred.indexOf(DEFERRED_MODULE_SCRIPT_ID)).toBeLessThan(deferred.indexOf('installHydrationTrigger'));
  });

  it('HYDRATE-001: the trigger is the last thing in the body and is told how long to wait for an idle moment', () => {
    const deferred = deferHydration(PAGE, 'content', CLIENT_ENTRY);
    expect(deferred).toMatch(/<script>\(function installHydrationTrigger\(config\) \{[\s\S]*\}\)\(\{.*\}\);<\/script><\/body><\/html>$/);
    expect(triggerConfig(deferred)).toMatchObject({ moduleScriptId: DEFERRED_MODULE_SCRIPT_ID, idleDeadlineMs: HYDRATION_IDLE_DEADLINE_MS, sessionStorageKey: 'rinn.session' });
  });

  it('HYDRATE-005: an application shell goes through the same trigger, told to start once painted', () => {
    expect(triggerConfig(deferHydration(PAGE, 'app-shell', CLIENT_ENTRY))).toMatchObject({ appShell: true, modulePreloads: PRELOADS });
    expect(triggerConfig(deferHydration(PAGE, 'content', CLIENT_ENTRY))).toMatchObject({ appShell: false, notFoundLanguages: null });
    expect(triggerConfig(deferHydration(PAGE, 'not-found', CLIENT_ENTRY))).toMatchObject({ appShell: false, notFoundLanguages: ['en', 'hi'] });
  });

  it('HYDRATE-014: the modules are imported in the reverse of the preload order, the client entry left to the module script', () => {
    expect(triggerConfig(deferHydration(PAGE, 'content', CLIENT_ENTRY))['evaluationOrder']).toEqual(['/assets/root-1.js', '/assets/jsx-runtime-1.js', '/assets/manifest-1.js']);
    expect(MODULE_CODE).toContain(`import("${CLIENT_ENTRY}")`);
  });

  it('fails the build when React Router changes the shape of its document scripts', () => {
    expect(() => deferHydration(PAGE, 'content', '/assets/entry.client-2.js')).toThrow(/client entry/);
    expect(() => deferHydration(PAGE.replace('<script type="module" async="">', '<script type="module">'), 'content', CLIENT_ENTRY)).toThrow(DeferHydrationError);
    expect(() => deferHydration(PAGE.replace('</body>', `<script type="module" async="">${MODULE_CODE}</script></body>`), 'content', CLIENT_ENTRY)).toThrow(/found 2/);
    expect(() => deferHydration(PAGE.replace('</body>', ''), 'content', CLIENT_ENTRY)).toThrow(/no <\/body>/);
  });
});

describe('deferIslands', () => {
  // An islands page as root.tsx pre-renders it: no script of React Router's.
  const ISLANDS_PAGE = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script>window.__reactRouterContext[^<]*<\/script>/, '').replace(/<script type="module"[\s\S]*?<\/script>/, '');
  const ISLANDS = {
    entry: '/assets/islands.entry-1.js',
    chunks: ['/assets/islands.entry-1.js', '/assets/react-dom-1.js', '/assets/header-1.js'],
    webStrings: { en: '/assets/web-strings.en-1.js', hi: '/assets/web-strings.hi-1.js' },
  };

  it('ISLAND-002, ISLAND-004: an islands page gets the islands entry, inert until the same trigger runs it, and the islands chunks and its language\'s strings to preload', () => {
    const deferred = deferIslands(ISLANDS_PAGE, ISLANDS, 'hi');
    expect(deferred).toContain(`<script type="${DEFERRED_MODULE_SCRIPT_TYPE}" id="${DEFERRED_MODULE_SCRIPT_ID}">import "/assets/islands.entry-1.js";</script>`);
    expect(triggerConfig(deferred)).toMatchObject({
      modulePreloads: [...ISLANDS.chunks, '/assets/web-strings.hi-1.js'],
      evaluationOrder: ['/assets/web-strings.hi-1.js', '/assets/header-1.js', '/assets/react-dom-1.js'],
      appShell: false,
      notFoundLanguages: null,
      idleDeadlineMs: HYDRATION_IDLE_DEADLINE_MS,
    });
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toContain('__reactRouter');
  });

  it('ISLAND-002: a page that still carries React Router\'s scripts is refused, so no page loads both', () => {
    expect(() => deferIslands(PAGE, ISLANDS, 'en')).toThrow(DeferHydrationError);
    expect(() => deferIslands(PAGE.replace(/<link rel="modulepreload"[^>]*>/g, ''), ISLANDS, 'en')).toThrow(DeferHydrationError);
    expect(() => deferIslands(ISLANDS_PAGE.replace('</body>', ''), ISLANDS, 'en')).toThrow(DeferHydrationError);
  });
});

