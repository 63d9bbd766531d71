// Which source modules the client build's JavaScript is made of, by minified bytes, read from the
// source maps of a build made with `react-router build --sourcemapClient`.
// Usage: node bench/bundle-composition.mjs [build/client/assets] [page html] — with a page, only
// the chunks that page loads (module preloads and scripts) are counted.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const assets = process.argv[2] ?? 'build/client/assets';
const page = process.argv[3];
let files = readdirSync(assets).filter((name) => name.endsWith('.js'));
if (page) {
  const html = readFileSync(page, 'utf8');
  const loaded = new Set([...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((match) => match[1]));
  files = files.filter((name) => loaded.has(name));
}
const bySource = new Map();
let total = 0;
let totalGzip = 0;
for (const file of files) {
  const code = readFileSync(join(assets, file), 'utf8');
  total += code.length;
  totalGzip += gzipSync(code).length;
  const mapFile = join(assets, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous && previous.source && previous.line === mapping.generatedLine) {
      const bytes = mapping.generatedColumn - previous.column;
      const key = previous.source.replace(/^.*node_modules\//, 'npm:').replace(/^.*\/(packages|apps)\//, '$1/');
      bySource.set(key, (bySource.get(key) ?? 0) + bytes);
    }
    previous = { source: mapping.source, line: mapping.generatedLine, column: mapping.generatedColumn };
  });
  void lines;
}
const byPackage = new Map();
for (const [source, bytes] of bySource) {
  const match = source.match(/^npm:((?:@[^/]+\/)?[^/]+)/) ?? source.match(/^((?:packages|apps)\/[^/]+)/);
  const key = match ? match[1] : source;
  byPackage.set(key, (byPackage.get(key) ?? 0) + bytes);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${files.length} chunks${page ? ` loaded by ${basename(page)}` : ''}: ${kb(total)} minified, ${kb(totalGzip)} gzip (each chunk gzipped alone)`);
console.log('\nBy package (minified bytes attributed through the source maps):');
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
console.log('\nLargest modules:');
for (const [name, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
