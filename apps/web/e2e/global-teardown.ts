import { rm } from 'node:fs/promises';
import { islandsBuildDirectoryOf } from '../app/islands/islands-build.ts';

/** Removes the API server's throw-away database and the site build of this run, its islands build beside it (see playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const build = process.env['RINN_WEB_E2E_BUILD_DIR'];
  for (const directory of [process.env['RINN_WEB_E2E_DATA_DIR'], build, build && islandsBuildDirectoryOf(build)]) {
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}
