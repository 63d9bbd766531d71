// Serves the built site (build/client) on 127.0.0.1 the way a production static host should:
// a file, else the directory's pre-rendered index.html, else the pre-rendered 404 page with
// status 404. Used by Playwright's webServer; stops with the test run.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../build/client/', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
};

function fileAt(relative) {
  const absolute = normalize(join(root, relative));
  if (!absolute.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const stats = statSync(absolute);
    if (stats.isFile()) return absolute;
    if (stats.isDirectory()) return fileAt(join(relative, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  } catch {
    pathname = '/404';
  }
  const found = fileAt(pathname);
  const file = found ?? fileAt('404/index.html');
  if (file === undefined) {
    response.writeHead(500).end('build/client is missing: run npm run build');
    return;
  }
  response.writeHead(found ? 200 : 404, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Serving build/client on http://127.0.0.1:${port}`));
