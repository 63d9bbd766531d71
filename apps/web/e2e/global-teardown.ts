import { rm } from 'node:fs/promises';

/** Removes the API server's throw-away database of this run (see playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env['RINN_WEB_E2E_DATA_DIR'];
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
