// Lint rules for the whole workspace. The module-boundary rule keeps the architecture of
// docs/ARCHITECTURE.md true without anyone remembering it: dependencies point one way
// (foundation ← domain ← contract ← adapter ← app), and nothing under packages/ imports React,
// the DOM, Node built-ins, a database or a web server.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/*',
  'http', 'http2', 'https', 'module', 'net', 'os', 'path', 'path/*', 'perf_hooks', 'process',
  'readline', 'stream', 'stream/*', 'timers', 'timers/*', 'tls', 'url', 'util', 'v8', 'vm',
  'worker_threads', 'zlib', 'node:*',
];
const bannedInPackages = [
  ...nodeBuiltins,
  'react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@react-router/*',
  'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg', 'postgres',
  'fastify', 'fastify-*', '@fastify/*',
];
const packageConstraint = (sourceTag, onlyDependOnLibsWithTags) => ({
  sourceTag,
  onlyDependOnLibsWithTags,
  bannedExternalImports: bannedInPackages,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.nx/**', '**/build/**', '**/build-islands/**',
      '**/playwright-report/**', '**/test-results/**', '**/.react-router/**', '**/.data/**', '**/.e2e-builds/**',
    ],
  },
  // Type-aware rules: each file is checked with the tsconfig.json nearest to it.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `async` without `await` is how this code meets an interface that wants a promise (XState's
      // fromPromise, React's act, a service port's fake): a throw becomes a rejection, as callers expect.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            packageConstraint('layer:foundation', ['layer:foundation']),
            packageConstraint('layer:domain', ['layer:foundation', 'layer:domain']),
            packageConstraint('layer:contract', ['layer:foundation', 'layer:domain']),
            packageConstraint('layer:adapter', ['layer:foundation', 'layer:domain', 'layer:contract']),
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['layer:foundation', 'layer:domain', 'layer:contract', 'layer:adapter'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
    },
  },
  {
    // Pure packages receive time, randomness, storage and the network from their callers.
    // bannedExternalImports above only sees npm packages in the project graph, so Node built-ins
    // (and anything not installed yet) are also refused by name here.
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...new Set(bannedInPackages.flatMap((name) => (name.endsWith('/*') ? [name, name.slice(0, -2)] : [name])))],
              message: 'packages/* are framework-free: no React, DOM, Node built-ins, database or web server.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'process', 'Buffer', 'require', '__dirname', '__filename']
          .map((name) => ({ name, message: 'packages/* are framework-free: take this from the caller.' })),
      ],
    },
  },
  {
    // The API's modules depend one way (docs/ARCHITECTURE.md, "Shells stay boring"): a module
    // that needs another's helper takes it from a leaf module or a port, never through a circle.
    // Value imports only: the plugin skips `import type`, which erases at build time.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported .ts files too (the plugin reads only .js by default).
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: new URL('apps/api/tsconfig.json', import.meta.url).pathname })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Source files narrow instead of asserting: a `!` hides the case the types say can happen.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Plain JavaScript and the packages' build and test configs belong to no tsconfig, so no type
    // information exists for them.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs', 'packages/*/tsdown.config.ts', 'packages/*/vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tool configuration files default-export their config and share the workspace's settings.
    files: ['**/*.config.ts', '**/*.config.mjs', '**/*.config.js'],
    rules: { 'no-restricted-exports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
);
