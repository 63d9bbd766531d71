import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { z } from 'zod/mini';
import { type PreparedAnswer, prepareAnswer, preparedAnswerOf } from '../../http/prepared-answer.js';
import { contentSecurityPolicy } from '../../http/security-headers.js';

const brotliDecompressAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Written by the web build beside the pages (apps/web/app/prerender-paths.ts, appRoutesManifest). */
const APP_ROUTES_FILE = '__app-routes.json';
const SPA_FALLBACK_FILE = '__spa-fallback.html';
const NOT_FOUND_FILE = '404/index.html';

const appRoutesManifestSchema = z.object({
  spaFallbackPaths: z.array(z.string().check(z.minLength(1))),
});

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // React Router's per-page data for client-side navigation (turbo-stream).
  '.data': 'text/x-script',
};

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest', '.data']);
/** Below this, compression headers cost more than they save. */
const MIN_COMPRESS_BYTES = 1024;

/** Vite fingerprints everything under /assets/, so a file there never changes under its name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages and unfingerprinted files: the browser keeps them but asks (with the ETag) before reuse. */
const REVALIDATE_CACHE = 'no-cache';

/** The encodings the web build writes beside a file (apps/web/scripts/precompress-build.mjs). */
const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

/** Paths kept answered in memory, per file of the build (each file has a spelling or two). */
const READY_ANSWERS_PER_FILE = 4;

/** A file of the site, read once and kept with its encodings and headers. */
export interface SiteFile extends PreparedAnswer {
  readonly contentType: string;
  readonly cacheControl: string;
  /** SHA-256 sources ('sha256-…') of the inline scripts of an HTML page, for its Content-Security-Policy. */
  readonly inlineScriptHashes: readonly string[];
  /** The page's Content-Security-Policy when it has inline scripts (built once, not per request). */
  readonly contentSecurityPolicy: string | undefined;
}

/**
 * A build-time encoding of a file, when it is there and decodes to exactly the file (a stale or
 * broken one from an older build is ignored).
 */
async function precompressed(absolute: string, suffix: (typeof PRECOMPRESSED_SUFFIXES)[number], body: Buffer): Promise<Buffer | undefined> {
  let encoded: Buffer;
  try {
    encoded = await readFile(absolute + suffix);
  } catch {
    return undefined;
  }
  try {
    const decoded = suffix === '.br' ? await brotliDecompressAsync(encoded) : await gunzipAsync(encoded);
    return decoded.equals(body) ? encoded : undefined;
  } catch {
    return undefined;
  }
}

/** What to send for a pathname: which file, and with which status. */
export interface SiteAnswer {
  readonly file: SiteFile;
  readonly status: 200 | 404;
}

/** Raised at start when the site directory is not a web build. */
export class SiteBuildMissingError extends Error {
  readonly code = 'SITE_BUILD_MISSING';
  constructor(directory: string) {
    super(`${directory} is not a build of the web app (no ${APP_ROUTES_FILE}); run: npx nx run @rinn/web:build`);
    this.name = 'SiteBuildMissingError';
  }
}

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attributes = match.groups?.attributes ?? '';
    const body = match.groups?.body ?? '';
    if (/\ssrc=/.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The web app's static build, answered the way the build expects (apps/web/README.md, "Serving the
 * build"). Files are read once and kept in memory with their gzip and Brotli encodings: the whole
 * site is a few megabytes and never changes while the server runs.
 *
 * @rule SITE-001 A site path is answered by, in order: the file at that path in the build as it
 *   was when the server started (listed once then); the directory's pre-rendered index.html; for an app route with no pre-rendered page (the build's manifest lists
 *   them) the SPA fallback with 200; otherwise the pre-rendered 404 page with status 404. Paths that
 *   leave the build directory are never read.
 * @rule SITE-002 A page's Content-Security-Policy allows its own inline scripts by SHA-256 hash and no
 *   other inline script.
 * @rule SITE-003 Fingerprinted assets are cached for a year as immutable; everything else is
 *   revalidated by ETag (304 when unchanged); text is sent Brotli- or gzip-compressed when accepted.
 * @rule SITE-004 A text file's Brotli and gzip encodings are the `.br` and `.gz` files the web
 *   build wrote beside it, used only when they decode to exactly the file, else made from memory
 *   once; each encoding has its own strong ETag (CACHE-003); the `.br` and `.gz` files are never
 *   answered as files of their own.
 */
export class StaticSite {
  private readonly root: string;
  private readonly spaFallbackPaths: readonly RegExp[];
  /** Every file of the build, by absolute path, listed once at open: a miss costs no file-system call. */
  private readonly files: ReadonlySet<string>;
  private readonly cache = new Map<string, Promise<SiteFile | undefined>>();
  /** Answers already loaded, by decoded path, so a request for one is answered without waiting. */
  private readonly ready = new Map<string, SiteAnswer>();

  private constructor(root: string, spaFallbackPaths: readonly RegExp[], files: ReadonlySet<string>) {
    this.root = root;
    this.spaFallbackPaths = spaFallbackPaths;
    this.files = files;
  }

  /**
   * Opens a web build.
   *
   * @param directory - apps/web/build/client or a copy of it.
   * @throws {SiteBuildMissingError} when the directory holds no web build.
   */
  static async open(directory: string): Promise<StaticSite> {
    const root = normalize(directory.endsWith(sep) ? directory : directory + sep);
    let manifestText: string;
    try {
      manifestText = await readFile(join(root, APP_ROUTES_FILE), 'utf8');
    } catch {
      throw new SiteBuildMissingError(directory);
    }
    const manifest = appRoutesManifestSchema.parse(JSON.parse(manifestText));
    const files = new Set<string>();
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      const absolute = join((entry as { parentPath?: string }).parentPath ?? entry.path, entry.name);
      if (entry.isFile() || (entry.isSymbolicLink() && (await stat(absolute).then((target) => target.isFile(), () => false)))) files.add(normalize(absolute));
    }
    return new StaticSite(root, manifest.spaFallbackPaths.map((source) => new RegExp(source)), files);
  }

  /**
   * The answer for a path when it was loaded already (a file of the build asked for before),
   * without a promise; otherwise undefined (use {@link answer}).
   *
   * @param pathname - the URL's pathname, still percent-encoded.
   * @returns the answer, or undefined.
   */
  answerNow(pathname: string): SiteAnswer | undefined {
    return this.ready.get(pathname);
  }

  /**
   * The file and status for a request path.
   *
   * @param pathname - the URL's pathname, still percent-encoded.
   * @returns undefined only when the build lacks even its 404 page.
   */
  async answer(pathname: string): Promise<SiteAnswer | undefined> {
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = undefined;
    }
    if (decoded !== undefined && !decoded.includes('\0') && !PRECOMPRESSED_SUFFIXES.some((suffix) => decoded.endsWith(suffix))) {
      const found = (await this.fileAt(decoded)) ?? (decoded.endsWith('/') ? undefined : await this.fileAt(`${decoded}/index.html`));
      if (found) {
        const answer: SiteAnswer = { file: found, status: 200 };
        // Bounded: many spellings can name one file (`/a/../b`, percent-encodings), so past a few
        // per file the later ones are answered the slower way instead of growing the map.
        if (this.ready.size < READY_ANSWERS_PER_FILE * this.files.size) this.ready.set(pathname, answer);
        return answer;
      }
      if (this.spaFallbackPaths.some((pattern) => pattern.test(decoded))) {
        const fallback = await this.fileAt(SPA_FALLBACK_FILE);
        if (fallback) return { file: fallback, status: 200 };
      }
    }
    const notFound = await this.fileAt(NOT_FOUND_FILE);
    return notFound ? { file: notFound, status: 404 } : undefined;
  }

  private fileAt(relative: string): Promise<SiteFile | undefined> {
    const absolute = normalize(join(this.root, relative.endsWith('/') ? `${relative}index.html` : relative));
    if (!absolute.startsWith(this.root) || !this.files.has(absolute)) return Promise.resolve(undefined);
    let cached = this.cache.get(absolute);
    if (!cached) {
      cached = this.load(absolute);
      this.cache.set(absolute, cached);
      // Only files are kept: caching misses would let any visitor grow the map with made-up paths.
      void cached.then((file) => file === undefined && this.cache.delete(absolute));
    }
    return cached;
  }

  private async load(absolute: string): Promise<SiteFile | undefined> {
    try {
      if (!(await stat(absolute)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const body = await readFile(absolute);
    const extension = extname(absolute).toLowerCase();
    const compress = COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES;
    const relative = absolute.slice(this.root.length);
    const [brotli, gzipped] = compress ? await Promise.all([precompressed(absolute, '.br', body), precompressed(absolute, '.gz', body)]) : [undefined, undefined];
    const prepared: PreparedAnswer =
      !compress || (brotli && gzipped) ? preparedAnswerOf(body, brotli, gzipped) : await prepareAnswer(body, true);
    const scriptHashes = extension === '.html' ? inlineScriptHashes(body.toString('utf8')) : [];
    return {
      ...prepared,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: relative.startsWith(`assets${sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      inlineScriptHashes: scriptHashes,
      contentSecurityPolicy: scriptHashes.length > 0 ? contentSecurityPolicy(scriptHashes) : undefined,
    };
  }
}
