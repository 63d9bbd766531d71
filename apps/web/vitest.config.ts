import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Component and unit tests only (happy-dom); Playwright's e2e/*.spec.ts run with `npm run e2e`.
export default defineProject({
  resolve: { conditions: ['@rinn/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
  },
});
