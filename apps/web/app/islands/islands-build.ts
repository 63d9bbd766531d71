import { existsSync, readFileSync } from 'node:fs';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where React Router's build of the web app goes, relative to apps/web: RINN_WEB_BUILD_DIR gives
 * each Playwright run a build of its own, so runs can share a machine.
 */
export const WEB_BUILD_DIRECTORY = process.env['RINN_WEB_BUILD_DIR'] ?? 'build';

/**
 * The islands build's output (decision 0021), read by the pre-render and copied into
 * `client/assets`: beside the web build, not in it, since React Router's build empties its own
 * directory first (`build` → `build-islands`).
 */
export const ISLANDS_BUILD_DIRECTORY = islandsBuildDirectoryOf(WEB_BUILD_DIRECTORY);

/**
 * Where the islands build goes for a web build directory: beside it, its name and `-islands`.
 *
 * @param webBuildDirectory - React Router's build directory
 * @returns the islands build's directory
 */
export function islandsBuildDirectoryOf(webBuildDirectory: string): string {
  return join(dirname(webBuildDirectory), `${basename(webBuildDirectory)}-islands`);
}

/** The islands build's entry module, as its manifest names it. */
export const ISLANDS_ENTRY_SOURCE = 'app/islands/islands.entry.ts';

/** What the pre-render needs of the islands build: the entry, and every chunk it imports. */
export interface IslandsBuild {
  /** The entry's address, e.g. `/assets/islands.entry-Ab12.js`. */
  readonly entry: string;
  /** The entry and every chunk it imports statically, the entry first, each before what it imports. */
  readonly chunks: readonly string[];
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

/**
 * The islands entry and its static imports, read from the islands build's Vite manifest.
 *
 * @param manifest - the manifest (`.vite/manifest.json` of the islands build)
 * @returns the entry and its chunks, as site addresses
 * @throws {Error} when the manifest has no islands entry
 */
export function islandsBuildOf(manifest: Readonly<Record<string, ManifestChunk>>): IslandsBuild {
  const entry = manifest[ISLANDS_ENTRY_SOURCE];
  if (entry === undefined) throw new Error(`The islands build's manifest has no entry ${ISLANDS_ENTRY_SOURCE}.`);
  const chunks: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The islands build's manifest names ${key} but has no such chunk.`);
    chunks.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ISLANDS_ENTRY_SOURCE);
  return { entry: `/${entry.file}`, chunks };
}

const VIRTUAL_ID = 'virtual:rinn-islands-build';

/**
 * Gives the pre-render the islands build as `virtual:rinn-islands-build` (its `islandsBuild`: an
 * {@link IslandsBuild}, or null when there is no islands build, as under `react-router dev`). The
 * islands build runs first (`npm run build`), so its manifest is on disk when pages are rendered.
 *
 * @returns the Vite plugin
 */
export function islandsBuildModule(): Plugin {
  return {
    name: 'rinn:islands-build',
    resolveId: (source) => (source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const manifestFile = join(ISLANDS_BUILD_DIRECTORY, '.vite', 'manifest.json');
      if (!existsSync(manifestFile)) return 'export const islandsBuild = null;';
      const build = islandsBuildOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
      return `export const islandsBuild = ${JSON.stringify(build)};`;
    },
  };
}

/**
 * Copies the islands build's scripts, and the stylesheets its lazy parts load with them, into
 * React Router's client assets, where islands pages ask for them (React Router's `buildEnd`).
 *
 * @param clientAssets - React Router's `client/assets` directory
 * @throws {Error} when both builds wrote a file of the same name with different content (names
 *   carry the content's hash, so the same name should be the same file)
 */
export async function copyIslandsAssets(clientAssets: string): Promise<void> {
  const islandsAssets = join(ISLANDS_BUILD_DIRECTORY, 'assets');
  const routerAssets = new Set(await readdir(clientAssets));
  for (const file of await readdir(islandsAssets)) {
    if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
    if (routerAssets.has(file) && !(await readFile(join(islandsAssets, file))).equals(await readFile(join(clientAssets, file)))) {
      throw new Error(`The islands build and React Router's both wrote assets/${file}, with different content.`);
    }
    await copyFile(join(islandsAssets, file), join(clientAssets, file));
  }
}
