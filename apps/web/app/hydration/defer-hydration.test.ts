import { describe, expect, it } from 'vitest';
import { deferHydration, DeferHydrationError, HYDRATION_IDLE_DEADLINE_MS } from './defer-hydration.ts';
import { DEFERRED_MODULE_SCRIPT_ID, DEFERRED_MODULE_SCRIPT_TYPE } from './hydration-trigger.ts';

// The document scripts exactly as React Router 7 pre-renders them (trimmed to two modules).
const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Used car loan</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
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
    const deferred = deferHydration(PAGE, 'content');
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(triggerConfig(deferred)['modulePreloads']).toEqual(['/assets/manifest-1.js', '/assets/entry.client-1.js']);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
  });

  it('HYDRATE-005: the module script stays in place, inert, with its text unchanged (its CSP hash still admits it)', () => {
    const deferred = deferHydration(PAGE, 'content');
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(`<script type="${DEFERRED_MODULE_SCRIPT_TYPE}" id="${DEFERRED_MODULE_SCRIPT_ID}">${MODULE_CODE}</script>`);
    expect(deferred.indexOf(DEFERRED_MODULE_SCRIPT_ID)).toBeLessThan(deferred.indexOf('installHydrationTrigger'));
  });

  it('HYDRATE-001: the trigger is the last thing in the body and is told how long to wait for an idle moment', () => {
    const deferred = deferHydration(PAGE, 'content');
    expect(deferred).toMatch(/<script>\(function installHydrationTrigger\(config\) \{[\s\S]*\}\)\(\{.*\}\);<\/script><\/body><\/html>$/);
    expect(triggerConfig(deferred)).toMatchObject({ moduleScriptId: DEFERRED_MODULE_SCRIPT_ID, idleDeadlineMs: HYDRATION_IDLE_DEADLINE_MS, sessionStorageKey: 'rinn.session' });
  });

  it('HYDRATE-005: an application shell goes through the same trigger, told to start once painted', () => {
    expect(triggerConfig(deferHydration(PAGE, 'app-shell'))).toMatchObject({ appShell: true, modulePreloads: ['/assets/manifest-1.js', '/assets/entry.client-1.js'] });
    expect(triggerConfig(deferHydration(PAGE, 'content'))).toMatchObject({ appShell: false, notFoundLanguages: null });
    expect(triggerConfig(deferHydration(PAGE, 'not-found'))).toMatchObject({ appShell: false, notFoundLanguages: ['en', 'hi'] });
  });

  it('fails the build when React Router changes the shape of its document scripts', () => {
    expect(() => deferHydration(PAGE.replace('<script type="module" async="">', '<script type="module">'), 'content')).toThrow(DeferHydrationError);
    expect(() => deferHydration(PAGE.replace('</body>', `<script type="module" async="">${MODULE_CODE}</script></body>`), 'content')).toThrow(/found 2/);
    expect(() => deferHydration(PAGE.replace('</body>', ''), 'content')).toThrow(/no <\/body>/);
  });
});
