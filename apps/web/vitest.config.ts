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
    // The files of a worker share one module graph and one window (isolate: false): importing
    // React, React Router, the machines and the strings again for every file, and making it a new
    // window, was most of the suite's time: 57–59 → 17–18 CPU-seconds. The setup file gives each
    // file the page a fresh window would (no rendered trees, storage, address, timers or stubbed
    // globals left over; the session view back to unknown). So a test file mocks no module
    // (`vi.mock` would reach the files after it, or miss a module an earlier file had loaded): it
    // passes stand-ins as arguments, as warm-up.test.ts does. Module state that stands for the page
    // gets its reset in the setup file.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
  },
});
