import { rinnVitestConfig } from '../../vitest.shared.ts';

// Each test file starts its own database (PGlite in memory from a migrated image made once, see
// tests/helpers.ts, or a fresh PostgreSQL database); route tests then run in process. Loading the
// image takes a fraction of what initdb and the migrations took, so the files run two at a time
// like every other project's, no longer one by one after them. The hook timeout leaves room for two
// databases starting at once on a machine other work keeps busy.
export default rinnVitestConfig({ test: { hookTimeout: 120_000, testTimeout: 60_000 } });
