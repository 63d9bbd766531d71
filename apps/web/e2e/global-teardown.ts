import { rm } from 'node:fs/promises';

/** Removes the API server's throw-away database and the site build of this run (see playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  for (const directory of [process.env['RINN_WEB_E2E_DATA_DIR'], process.env['RINN_WEB_E2E_BUILD_DIR']]) {
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}
