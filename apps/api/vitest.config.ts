import { rinnVitestConfig } from '../../vitest.shared.ts';

// Each test file starts its own database (PGlite in memory from a migrated image made once, see
// tests/helpers.ts, or a fresh PostgreSQL database); route tests then run in process. Loading the
// image takes a fraction of what initdb and the migrations took, so the files run two at a time
// like every other project's, no longer one by one after them. The hook timeout leaves room for two
// databases starting at once on a machine other work keeps busy.
//
// The files of a worker share one module graph (isolate: false): each builds its own server, clock
// and database from the composition root and mocks no module, so importing Fastify, Drizzle, PGlite
// and the whole server again for every file only cost time: 156 → 113 CPU-seconds for the suite,
// 57 s of it importing before, 12 s after.
export default rinnVitestConfig({ test: { isolate: false, hookTimeout: 120_000, testTimeout: 60_000 } });
