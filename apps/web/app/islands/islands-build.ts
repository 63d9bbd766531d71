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

/** The web app's strings of each language, modules of their own that the islands entry loads (ISLAND-004). */
export const WEB_STRINGS_SOURCES = { en: 'app/i18n/web-strings.en.ts', hi: 'app/i18n/web-strings.hi.ts' } as const;

/** What the pre-render needs of the islands build: the entry, every chunk it imports, and the strings of each language. */
export interface IslandsBuild {
  /** The entry's address, e.g. `/assets/islands.entry-Ab12.js`. */
  readonly entry: string;
  /** The entry and every chunk it imports statically, the entry first, each before what it imports. */
  readonly chunks: readonly string[];
  /** The address of the web app's strings in each language, which a page preloads in its own. */
  readonly webStrings: Readonly<Record<keyof typeof WEB_STRINGS_SOURCES, string>>;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

/**
 * The islands entry, its static imports and the strings of each language, read from the islands
 * build's Vite manifest.
 *
 * @param manifest - the manifest (`.vite/manifest.json` of the islands build)
 * @returns the entry, its chunks and the strings, as site addresses
 * @throws {Error} when the manifest has no islands entry, or lacks a chunk it names or a language's strings
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
  const stringsOf = (source: string) => {
    const chunk = manifest[source];
    if (chunk === undefined) throw new Error(`The islands build's manifest has no chunk of ${source}: does web-strings-stand-in.ts still load it?`);
    return `/${chunk.file}`;
  };
  return { entry: `/${entry.file}`, chunks, webStrings: { en: stringsOf(WEB_STRINGS_SOURCES.en), hi: stringsOf(WEB_STRINGS_SOURCES.hi) } };
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

/**
 * A Vite plugin that resolves every import of one module to another: how the islands build gives
 * its parts a module of its own where the routed build keeps the app's (decision 0021).
 *
 * @param original - the module's absolute path
 * @param standIn - the absolute path of the module that takes its place
 * @returns the Vite plugin
 */
export function moduleStandIn(original: string, standIn: string): Plugin {
  return {
    name: 'rinn:module-stand-in',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (basename(source) !== basename(original)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === original ? standIn : null;
    },
  };
}
