// The workspace rules, plus the one convention React Router's framework mode imposes: a route
// module hands its component to the router as its default export, and app/routes.ts app/root.tsx and app/entry.server.tsx
// default-export the route table and the root route; Playwright's global teardown is a default
// export too. Everything else keeps named exports only.
import reactHooks from 'eslint-plugin-react-hooks';
import workspaceConfig from '../../eslint.config.mjs';

export default [
  ...workspaceConfig,
  {
    // The rules of hooks, and effects, memos and callbacks that name every value they read.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A route loader ends with a 404 by throwing React Router's `data(null, { status: 404 })`.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] }],
    },
  },
  {
    // The browser sources narrow instead of asserting, as the packages' src/ does.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['app/root.tsx', 'app/routes.ts', 'app/entry.server.tsx', 'app/routes/**/*.ts', 'app/routes/**/*.tsx', 'e2e/global-teardown.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
];
