import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certainImports, chunkGroups, chunkPlan, moduleStatements, SHELL_CHUNK, shellCycle, type ChunkGraph, type ModuleStatements } from './chunk-plan.ts';

/** A random module graph: modules 0..n-1, the first few entries (some the shell's), random certain imports. */
const graphs = fc
  .record({
    size: fc.integer({ min: 2, max: 24 }),
    entryKinds: fc.array(fc.constantFrom('shell', 'page'), { minLength: 1, maxLength: 6 }),
    edges: fc.array(fc.record({ from: fc.nat(), to: fc.nat() }), { maxLength: 60 }),
  })
  .map(({ size, entryKinds, edges }) => {
    const total = Math.max(size, entryKinds.length);
    const id = (index: number) => `m${index % total}`;
    const kinds = new Map(entryKinds.map((kind, index) => [id(index), kind]));
    const graph: ChunkGraph = {
      entries: [...kinds.keys()],
      certainImports: (from) => edges.filter((edge) => id(edge.from) === from).map((edge) => id(edge.to)),
    };
    return { graph, kinds };
  });

/** The oracle: what `starts` reach, by growing a set until a pass adds nothing (not the plan's own walk). */
function reach(starts: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set(starts);
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of [...seen]) {
      for (const to of next(id)) {
        if (!seen.has(to)) {
          seen.add(to);
          grew = true;
        }
      }
    }
  }
  return seen;
}

describe('chunk plan', () => {
  it('HYDRATE-011: the shell chunk holds exactly the modules the shell certainly loads, entries left alone', () => {
    fc.assert(
      fc.property(graphs, ({ graph, kinds }) => {
        const plan = chunkPlan(graph, (id) => kinds.get(id) === 'shell');
        const shellLoads = reach(
          graph.entries.filter((id) => kinds.get(id) === 'shell'),
          graph.certainImports,
        );
        const expected = [...shellLoads].filter((id) => !graph.entries.includes(id)).sort();
        expect([...plan.keys()].sort()).toEqual(expected);
        for (const group of plan.values()) expect(group).toBe(SHELL_CHUNK);
      }),
    );
  });

  it('HYDRATE-011: a module only a page or a lazy part loads stays out of the shell chunk', () => {
    const edges: Record<string, string[]> = { root: ['header', 'strings'], header: ['strings'], home: ['carousel', 'strings'] };
    const plan = chunkPlan({ entries: ['root', 'home'], certainImports: (id) => edges[id] ?? [] }, (id) => id === 'root');
    expect(Object.fromEntries(plan)).toEqual({ header: SHELL_CHUNK, strings: SHELL_CHUNK });
  });

  it('HYDRATE-011: the build fails on a cycle of chunks that take bindings through the shell chunk, not on a bare import', () => {
    const isShell = (file: string) => file === 'assets/app-shell-1.js';
    const facade = { fileName: 'assets/root-1.js', code: 'export{a as default}from"./app-shell-1.js";' };
    // The bundler's bare import of the root route's facade only orders execution.
    expect(shellCycle([{ fileName: 'assets/app-shell-1.js', code: 'import"./root-1.js";import{b}from"./lib-1.js";export const a=b;' }, facade, { fileName: 'assets/lib-1.js', code: 'export const b=1;' }], isShell)).toBeNull();
    // The shell reading a binding that its own importer defines: a cycle, named.
    expect(
      shellCycle(
        [
          { fileName: 'assets/app-shell-1.js', code: 'import{c}from"./root-1.js";export const a=c.en;' },
          { fileName: 'assets/root-1.js', code: 'export{a as default}from"./app-shell-1.js";export const c={en:1};' },
        ],
        isShell,
      ),
    ).toEqual(['assets/app-shell-1.js', 'assets/root-1.js', 'assets/app-shell-1.js']);
  });

  it('HYDRATE-011: an import through a package index is certain only for the module behind the names imported', () => {
    const code: Record<string, string> = {
      '/app/page.tsx': "import { a } from '@rinn/rules'; import * as all from '@rinn/content'; import type { T } from './types.ts'; import { useState } from 'react';",
      '/packages/rules/src/index.ts': "export * from './a.ts'; export { c as b } from './b.ts';",
      '/packages/content/src/index.ts': "export * from './c.ts';",
      '/packages/rules/src/a.ts': 'export const a = 1;',
      '/packages/rules/src/b.ts': 'export const c = 1;',
      '/packages/content/src/c.ts': 'export const d = 1;',
      '/app/types.ts': 'export type T = number;',
      '/route.tsx?client': "export { default, meta } from './page.tsx';",
    };
    const resolved: Record<string, string> = {
      '@rinn/rules': '/packages/rules/src/index.ts',
      '@rinn/content': '/packages/content/src/index.ts',
      './a.ts': '/packages/rules/src/a.ts',
      './b.ts': '/packages/rules/src/b.ts',
      './c.ts': '/packages/content/src/c.ts',
      './types.ts': '/app/types.ts',
      './page.tsx': '/app/page.tsx',
    };
    const statements = new Map<string, ModuleStatements>(Object.entries(code).map(([id, text]) => [id, moduleStatements(text)]));
    const context = {
      statements: (id: string) => statements.get(id) ?? null,
      resolve: (source: string) => resolved[source] ?? null,
      exportsOf: (id: string) => ({ '/packages/rules/src/a.ts': ['a'], '/packages/rules/src/b.ts': ['c'], '/packages/content/src/c.ts': ['d'] })[id] ?? [],
      isBarrel: (id: string) => id.endsWith('/src/index.ts'),
      isEntry: (id: string) => id === '/route.tsx?client',
    };
    // `a` comes from a.ts; nothing of b.ts is named; a namespace import, a type and React say nothing.
    expect(certainImports(context, '/app/page.tsx')).toEqual(['/packages/rules/src/a.ts']);
    // A route's entry re-exports its file: the router reads it, so it is loaded.
    expect(certainImports(context, '/route.tsx?client')).toEqual(['/app/page.tsx']);
    expect(certainImports({ ...context, isEntry: () => false }, '/route.tsx?client')).toEqual([]);
  });

  it('HYDRATE-011: the plugin groups the browser build only', () => {
    const plugin = chunkGroups();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(plugin.apply).toBe('build');
  });
});
