import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Component and unit tests only (happy-dom); Playwright's e2e/*.spec.ts run with `npm run e2e`.
export default defineProject({
  resolve: { conditions: ['@rinn/source', ...defaultClientConditions] },
  // The tests run in the client environment; `vitest --changed` (npm run test:quick) walks their
  // imports in the server one, where workspace packages must resolve to src/ too.
  ssr: { resolve: { conditions: ['@rinn/source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
  },
});
