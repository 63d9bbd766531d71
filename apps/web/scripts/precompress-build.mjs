/**
 * After `react-router build`: writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) beside every text file of the client build that is worth compressing, so the API's
 * site module sends them as they are instead of compressing at start or per request (SITE-004 in
 * apps/api/src/modules/site/static-site.ts, which checks each one against its file and compresses
 * from memory when one is missing or stale).
 *
 * Usage: node scripts/precompress-build.mjs [build/client]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same text formats and threshold as the site module's (static-site.ts COMPRESSIBLE). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest', '.data']);
const MIN_COMPRESS_BYTES = 1024;

const root = process.argv[2] ?? 'build/client';
const started = Date.now();
const entries = await readdir(root, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
  .map((entry) => join(entry.parentPath, entry.name));

let written = 0;
let bytesIn = 0;
let bytesOut = 0;
// zlib's asynchronous calls run on libuv's thread pool: a few at a time keep it busy.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < MIN_COMPRESS_BYTES) continue;
      const [brotli, gzipped] = await Promise.all([
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
      written += 1;
      bytesIn += body.length;
      bytesOut += brotli.length;
    }
  }),
);
console.log(
  `precompress-build: ${written} files in ${root} → .br and .gz (${(bytesIn / 1e6).toFixed(1)} MB → ${(bytesOut / 1e6).toFixed(1)} MB Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
