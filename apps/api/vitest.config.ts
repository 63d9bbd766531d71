import { rinnVitestConfig } from '../../vitest.shared.ts';

// Each test file starts its own database (PGlite in memory, or a fresh PostgreSQL database), which
// takes seconds on a busy machine; route tests then run in process.
export default rinnVitestConfig({ test: { hookTimeout: 60_000, testTimeout: 60_000 } });
