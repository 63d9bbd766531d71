import { rinnVitestConfig } from '../../vitest.shared.ts';

// Each test file starts its own database (PGlite in memory, or a fresh PostgreSQL database), which
// takes seconds on a busy machine; route tests then run in process. One file at a time, as when
// this project ran in a Vitest of its own on two cores: two databases starting at once on a busy
// 2-core machine overran the 60 s hook timeout. In the root Vitest (vitest.config.ts) these files
// therefore run after the other projects', one by one.
export default rinnVitestConfig({ test: { fileParallelism: false, hookTimeout: 60_000, testTimeout: 60_000 } });
