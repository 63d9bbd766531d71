// Serves the built site (build/client) on 127.0.0.1 the way a production static host should:
// a file, else the directory's pre-rendered index.html, else the pre-rendered 404 page with
// status 404. With RINN_API_ORIGIN set, /api/* is passed to that API server, so the browser
// talks to one origin as it will when the API server serves the site. Used by Playwright's
// webServer; stops with the test run.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../build/client/', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
// Routes rendered in the browser only (an id in the path), answered with the SPA fallback; the
// build lists them (app/prerender-paths.ts, appRoutesManifest).
const APP_ONLY_PATHS = JSON.parse(readFileSync(join(root, '__app-routes.json'), 'utf8')).spaFallbackPaths.map((source) => new RegExp(source));
const apiOrigin = process.env.RINN_API_ORIGIN ? new URL(process.env.RINN_API_ORIGIN) : undefined;
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

function proxyToApi(request, response) {
  const upstream = forward(
    { hostname: apiOrigin.hostname, port: apiOrigin.port, path: request.url, method: request.method, headers: { ...request.headers, host: apiOrigin.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end('API server unreachable'));
  request.pipe(upstream);
}

createServer((request, response) => {
  if (apiOrigin && request.url?.startsWith('/api/')) {
    proxyToApi(request, response);
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  } catch {
    pathname = '/404';
  }
  const found = fileAt(pathname) ?? (APP_ONLY_PATHS.some((pattern) => pattern.test(pathname)) ? fileAt('__spa-fallback.html') : undefined);
  const file = found ?? fileAt('404/index.html');
  if (file === undefined) {
    response.writeHead(500).end('build/client is missing: run npm run build');
    return;
  }
  response.writeHead(found ? 200 : 404, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Serving build/client on http://127.0.0.1:${port}`));
