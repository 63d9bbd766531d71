#!/usr/bin/env node
// `npm run bench:web` (root) — Lighthouse 12 figures of the built site, served the way `npm start`
// serves it, on a phone profile:
//
// 1. builds the web app with `npm run build:pages` (the islands, then `react-router build`) from
//    source (the @rinn/source condition, as the Playwright run does, so a half-built workspace
//    package does not stop it) into a directory of its own, apps/web/.e2e-builds/bench-web (ignored
//    by git; `--skip-build` reuses it);
// 2. starts the API server from source on 127.0.0.1:4184 (BENCH_WEB_PORT to change) serving that
//    build, with a fresh embedded database in a temporary directory and the development SMS outbox;
// 3. signs the demo customer (9876543210) in through the API (OTP read from /api/dev/outbox) and
//    puts the session where the web app keeps it (localStorage `rinn.session`), for /dashboard;
// 4. runs Lighthouse (mobile form factor, simulated throttling, Debian Chromium) on each page,
//    `--runs=N` times (default 3; the run with the median performance score is reported);
// 5. prints the four category scores, LCP, TBT, CLS and the gzip size of the JavaScript each page
//    loaded before any interaction, then what a page that hydrates on demand loads at the first
//    interaction (HYDRATE-001: its trigger's module list), and flags what misses a target;
// 6. measures each page in the hand (bench/in-hand.mjs): the first tap → its visible effect under
//    Lighthouse's mobile profile, tapping 3 s after the load event, and the field INP of a scripted
//    visit (web-vitals), each the median of --runs; Lighthouse never taps, so it cannot see either;
// 7. stops exactly the server and the browsers it started.
//
// Options: --runs=N, --skip-build, --strict (exit 1 when a row misses a target), --only=TEXT (just
// the pages whose name or path contains TEXT, e.g. --only=dashboard; for first taps, a page path or
// words of the tap), --no-lighthouse / --no-taps (skip one of the two parts), --no-inp, --h2 (also
// Lighthouse through an HTTP/2 origin: Debian's nginx, unprivileged, TLS with a certificate made for
// the run, in front of the same server, as production runs behind a proxy; both tables are printed).
// The full Lighthouse JSON of each reported run is kept in a temporary directory printed at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { measureInHand, meetsTargets, printInHand } from './in-hand.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(webRoot, '..', '..');
const apiRoot = join(root, 'apps', 'api');
const buildDir = join(webRoot, '.e2e-builds', 'bench-web');
const siteDir = join(buildDir, 'client');

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Math.max(1, Number(option('runs') ?? 3));
const SKIP_BUILD = args.includes('--skip-build');
const STRICT = args.includes('--strict');
const ONLY = option('only');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const TAPS = !args.includes('--no-taps');
const INP = !args.includes('--no-inp');
const H2 = args.includes('--h2');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4184);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The HTTP/2 origin of --h2: nginx on the next port, proxying to ORIGIN. */
const H2_ORIGIN = `https://127.0.0.1:${PORT + 1}`;
const DEMO_MOBILE = '9876543210';
const SESSION_STORAGE_KEY = 'rinn.session'; // app/session/browser-token-store.ts
/** One Lighthouse run rarely takes ~110 s on this kind of machine (TOOLCHAIN.md); beyond this it is stuck. */
const RUN_TIMEOUT_MS = 180_000;

/** Targets of §13 Performance targets: performance ≥ 95, the other categories 100, ≤ 100 kB gzip JS on content pages. */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, contentJsGzipBytes: 100_000 };

const PAGES = [
  { name: 'home', path: '/', content: true },
  { name: 'used-car loan', path: '/used-car-loan', content: true },
  { name: 'EMI calculator', path: '/emi-calculator', content: true },
  { name: 'two-wheeler calculator', path: '/two-wheeler-calculator', content: true },
  { name: 'blog article', path: '/resources/credit-score-myths', content: true },
  { name: 'Hindi product page', path: '/hi/personal-loan', content: true },
  // An islands page (decision 0021): its site-wide parts hydrate without the router.
  { name: 'legal page (islands)', path: '/privacy-policy', content: true },
  { name: 'dashboard (signed in)', path: '/dashboard', content: false, signedIn: true },
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---- processes we start, and stop on the way out -------------------------------------------------
let server;
let chrome;
let proxy;
const dataDir = mkdtempSync(join(tmpdir(), 'rinn-bench-web-data-'));
const reportDir = mkdtempSync(join(tmpdir(), 'rinn-bench-web-reports-'));

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanUp() {
  if (proxy && proxy.exitCode === null && proxy.signalCode === null) proxy.kill('SIGTERM');
  if (chrome) {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
    chrome = undefined;
  }
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, options);
    let errors = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && errors) process.stderr.write(errors);
      resolve(status);
    });
  });
}

// ---- 1. build -----------------------------------------------------------------------------------
async function build() {
  if (SKIP_BUILD) {
    if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`--skip-build: no build at ${siteDir}`);
    console.log(`▶ Reusing the build in ${siteDir}`);
    return;
  }
  console.log(`▶ Building the web app into ${buildDir} (about a minute)`);
  // The islands build, then React Router's (package.json `build:pages`), without pre-compression.
  const code = await run('npm', ['run', 'build:pages', '--silent'], {
    cwd: webRoot,
    // Vite's output (and its timing report) only when the build fails.
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=@rinn/source`.trim(), RINN_WEB_BUILD_DIR: buildDir },
  });
  if (code !== 0) throw new Error('the web app did not build; run `npm run build:pages` in apps/web to see why');
}

// ---- 2. server ----------------------------------------------------------------------------------
async function startServer() {
  console.log(`▶ Starting the API server serving the build on ${ORIGIN} (fresh database in ${dataDir})`);
  // node itself with tsx as a loader (not the tsx CLI, which runs a second process), so the id we
  // hold is the server's own.
  server = spawn(process.execPath, ['--conditions=@rinn/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      RINN_DATA_DIR: dataDir,
      RINN_SITE_DIR: siteDir,
      RINN_MODE: 'demo',
      RINN_LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${ORIGIN}/api/loans`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/loans within 180 s');
}

/**
 * --h2: Debian's nginx (`RINN_NGINX` to change), unprivileged under a prefix in the temporary data
 * directory, serving HTTP/2 over TLS on PORT + 1 with a self-signed certificate made here, and
 * proxying every request to the server (keep-alive upstream, the encodings the browser accepts
 * passed on, so the precompressed files arrive as they do from the server itself).
 */
async function startProxy() {
  const prefix = join(dataDir, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const certificate = await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(prefix, 'key.pem'), '-out', join(prefix, 'cert.pem')], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (certificate !== 0) throw new Error('--h2: openssl could not make a certificate');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream rinn { server 127.0.0.1:${PORT}; keepalive 16; }
  server {
    listen 127.0.0.1:${PORT + 1} ssl http2;
    ssl_certificate ${prefix}/cert.pem;
    ssl_certificate_key ${prefix}/key.pem;
    location / {
      proxy_pass http://rinn;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_buffering off;
    }
  }
}
`,
  );
  proxy = spawn(process.env.RINN_NGINX ?? '/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  proxy.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proxy.exitCode !== null) throw new Error(`--h2: nginx exited with code ${proxy.exitCode}: ${errors}`);
    const answered = await run('curl', ['-sfk', '--http2', '-o', '/dev/null', `${H2_ORIGIN}/robots.txt`], { stdio: 'ignore' });
    if (answered === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`--h2: nginx did not answer on ${H2_ORIGIN}`);
}

// ---- 3. sign in ---------------------------------------------------------------------------------
async function api(method, path, body) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** What the web app keeps in localStorage after an OTP login (StoredSession of @rinn/api-client). */
async function signInDemoCustomer() {
  const { referenceId } = await api('POST', '/api/otp-v2', { mobile: DEMO_MOBILE });
  const { messages } = await api('GET', `/api/dev/outbox?mobile=${DEMO_MOBILE}`);
  const newest = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const code = newest?.body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error('no OTP in the development outbox');
  const verified = await api('PUT', '/api/otp-v2', { value: { otp: code }, mobile: DEMO_MOBILE, referenceId });
  return {
    token: verified.token,
    refreshToken: verified.refreshToken,
    sessionToken: verified.sessionToken,
    user: verified.user,
    autoLogin: false,
  };
}

// ---- 4. Lighthouse ------------------------------------------------------------------------------
async function launchChrome() {
  // --h2's certificate is made for the run and signed by nobody: this browser, and only it, accepts it.
  const flags = H2 ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  chrome = await chromeLauncher.launch({ chromePath: process.env.RINN_CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: flags, logLevel: 'silent' });
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One Lighthouse navigation. Content pages run the way Lighthouse always does (storage and cache of
 * the origin cleared first). The signed-in page keeps its storage: the browser cache is cleared by
 * hand, then the session is written on a same-origin page that loads no script (robots.txt), so
 * the dashboard loads as cold as the others, with a customer signed in.
 */
async function lighthouseRun(page, session, origin) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  if (!page.signedIn) return (await lighthouse(`${origin}${page.path}`, flags)).lhr;

  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate((key, value) => window.localStorage.setItem(key, value), SESSION_STORAGE_KEY, JSON.stringify(session));
    const result = await lighthouse(`${origin}${page.path}`, { ...flags, disableStorageReset: true }, undefined, tab);
    await tab.close();
    return result.lhr;
  } finally {
    await browser.disconnect();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** gzip (level 9, as the server compresses) of every same-origin script the page loaded, read from the build. */
function scriptBytes(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let gzip = 0;
  let files = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    const file = join(siteDir, decodeURIComponent(url.pathname));
    if (!existsSync(file)) continue;
    gzip += gzipSync(readFileSync(file), { level: 9 }).length;
    files += 1;
  }
  return { gzip, files };
}

/**
 * gzip of the modules a page that hydrates on demand (HYDRATE-001) loads at the visitor's first
 * interaction: the preload list of its trigger. Null for an app shell, which loads them once painted
 * (HYDRATE-005) and so counts them before interaction.
 */
function firstInteractionScriptBytes(page) {
  const file = join(siteDir, page.path, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const list = /"modulePreloads":(\[[^\]]*\])/.exec(html);
  if (list === null || html.includes('"appShell":true')) return null;
  let gzip = 0;
  for (const href of JSON.parse(list[1])) gzip += gzipSync(readFileSync(join(siteDir, href)), { level: 9 }).length;
  return gzip;
}

function summarise(page, lhr, origin) {
  const js = scriptBytes(lhr, origin);
  const onInteraction = firstInteractionScriptBytes(page);
  const row = {
    page: page.name,
    path: page.path,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsGzipBytes: js.gzip,
    jsFiles: js.files,
    jsOnInteractionGzipBytes: onInteraction,
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
  const misses = [];
  if (row.runtimeError) misses.push(`Lighthouse: ${row.runtimeError}`);
  if (row.finalPath !== page.path) misses.push(`ended on ${row.finalPath}`);
  if (row.performance < TARGETS.performance) misses.push(`performance < ${TARGETS.performance}`);
  if (row.accessibility < TARGETS.accessibility) misses.push('accessibility < 100');
  if (row.bestPractices < TARGETS.bestPractices) misses.push('best practices < 100');
  if (row.seo < TARGETS.seo) {
    const privatePage = page.signedIn && lhr.audits['is-crawlable']?.score === 0;
    misses.push(privatePage ? 'SEO < 100 (is-crawlable: the private dashboard is noindex and disallowed in robots.txt, by design)' : 'SEO < 100');
  }
  if (page.content && row.jsGzipBytes > TARGETS.contentJsGzipBytes) misses.push(`JS > ${TARGETS.contentJsGzipBytes / 1000} kB gzip`);
  return { ...row, misses, failedAudits: failedAudits(lhr) };
}

/** The audits that cost points: every failed one of the three 100-target categories, and performance opportunities. */
function failedAudits(lhr) {
  const failed = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (audit.score >= 1) continue;
      if (categoryId === 'performance' && (ref.weight === 0 || audit.score >= 0.9) && audit.details?.type !== 'opportunity') continue;
      const detail = audit.id === 'largest-contentful-paint' ? largestPaintDetail(lhr) : null;
      failed.push(`${categoryId}: ${audit.id} (${audit.displayValue ?? `score ${audit.score}`})${detail === null ? '' : `: ${detail}`}`);
    }
  }
  return [...new Set(failed)];
}

/**
 * What the largest paint was and where its time went, as Lighthouse's element audit gives them:
 * a late paint waiting on the network reads differently from one waiting on scripts (render delay).
 *
 * @returns e.g. `p.application-card__next "Next step: Keep your KYC…"; TTFB 15%, Render Delay 85%`, or null
 */
function largestPaintDetail(lhr) {
  const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  if (node === undefined) return null;
  const element = `${node.selector?.split(' > ').at(-1) ?? node.nodeLabel} "${(node.nodeLabel ?? '').slice(0, 40)}…"`;
  const phases = (phaseTable?.items ?? []).filter((phase) => phase.timing >= 1).map((phase) => `${phase.phase} ${phase.percent}`);
  return phases.length > 0 ? `${element}; ${phases.join(', ')}` : element;
}

async function measure(page, session, origin = ORIGIN) {
  const runs = [];
  // A run whose trace Lighthouse could not read (a runtimeError such as NO_NAVSTART, scored 0)
  // measured nothing of the page: it is run again, and reported only when no run succeeds.
  const failedRuns = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    try {
      const lhr = await withTimeout(lighthouseRun(page, session, origin), RUN_TIMEOUT_MS, `Lighthouse on ${page.path}`);
      if (lhr.runtimeError === undefined) runs.push(lhr);
      else {
        console.warn(`  ${page.path}: Lighthouse could not measure this run (${lhr.runtimeError.code}); running it again`);
        failedRuns.push(lhr);
      }
    } catch (error) {
      console.warn(`  ${page.path}: ${error.message}; restarting Chromium and trying again`);
      try {
        chrome.kill();
      } catch {
        // already gone
      }
      await launchChrome();
    }
  }
  if (runs.length === 0) runs.push(...failedRuns);
  if (runs.length === 0) throw new Error(`Lighthouse never finished on ${page.path}`);
  const median = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor((runs.length - 1) / 2)];
  // The median run is the page's report; every run is kept beside it, since one run on a shared machine can differ a lot.
  const reportName = `${page.path === '/' ? 'home' : page.path.replaceAll('/', '_').replace(/^_/, '')}${origin === ORIGIN ? '' : '.h2'}`;
  writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(median));
  runs.forEach((lhr, index) => writeFileSync(join(reportDir, `${reportName}.run${index + 1}.json`), JSON.stringify(lhr)));
  const row = summarise(page, median, origin);
  row.performanceRuns = runs.map((lhr) => score(lhr, 'performance'));
  return row;
}

// ---- 5. the table -------------------------------------------------------------------------------
function printTable(rows, origin = ORIGIN) {
  const columns = [
    ['page', 24, (row) => row.page],
    ['perf', 5, (row) => String(row.performance)],
    ['a11y', 5, (row) => String(row.accessibility)],
    ['b.p.', 5, (row) => String(row.bestPractices)],
    ['SEO', 5, (row) => String(row.seo)],
    ['LCP ms', 8, (row) => row.lcpMs.toFixed(0)],
    ['TBT ms', 7, (row) => row.tbtMs.toFixed(0)],
    ['CLS', 6, (row) => row.cls.toFixed(3)],
    ['JS gzip', 10, (row) => `${(row.jsGzipBytes / 1000).toFixed(1)} kB`],
    ['files', 6, (row) => String(row.jsFiles)],
    ['JS at 1st tap', 14, (row) => (row.jsOnInteractionGzipBytes === null ? '—' : `${(row.jsOnInteractionGzipBytes / 1000).toFixed(1)} kB`)],
    ['', 4, (row) => (row.misses.length > 0 ? '✗' : '✓')],
  ];
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(columns[index][1]) : cell.padStart(columns[index][1]))).join(' ');
  console.log(`\nLighthouse ${lighthouseVersion} · mobile, simulated throttling · ${origin}${origin === ORIGIN ? ' (HTTP/1.1)' : ' (HTTP/2, nginx)'} · median of ${RUNS} run${RUNS > 1 ? 's' : ''} by performance · ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices, SEO 100; content pages ≤ ${TARGETS.contentJsGzipBytes / 1000} kB gzip JS before interaction\n`);
  console.log(line(columns.map(([title]) => title)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
  for (const row of rows) {
    if (RUNS > 1) console.log(`\n${row.page} ${row.path}: performance over the runs ${row.performanceRuns.join(', ')}`);
    else console.log(`\n${row.page} ${row.path}`);
    for (const miss of row.misses) console.log(`  ✗ ${miss}`);
    for (const audit of row.failedAudits) console.log(`  · ${audit}`);
  }
  // Lighthouse's CPU benchmark of this machine during the runs (a quiet laptop scores 1000–2000) and
  // the load average: simulated TBT and FCP scale with how busy the machine was.
  const indices = rows.map((row) => Math.round(row.benchmarkIndex)).join(', ');
  console.log(`\nLighthouse benchmarkIndex per page: ${indices}; load average now ${loadavg().map((value) => value.toFixed(1)).join(' ')} on this machine.`);
}

const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;

let exitCode = 0;
try {
  await build();
  await startServer();
  const session = await signInDemoCustomer();
  const rows = [];
  if (LIGHTHOUSE) {
    await launchChrome();
    const pages = ONLY === undefined ? PAGES : PAGES.filter((page) => page.name.includes(ONLY) || page.path.includes(ONLY));
    if (pages.length === 0) throw new Error(`--only=${ONLY}: no page has that in its name or path`);
    for (const page of pages) {
      process.stdout.write(`▶ Lighthouse ${page.path} ×${RUNS}\n`);
      rows.push(await measure(page, session));
    }
    printTable(rows);
    if (H2) {
      await startProxy();
      const h2Rows = [];
      for (const page of pages) {
        process.stdout.write(`▶ Lighthouse ${H2_ORIGIN}${page.path} ×${RUNS}\n`);
        h2Rows.push(await measure(page, session, H2_ORIGIN));
      }
      printTable(h2Rows, H2_ORIGIN);
    }
    mkdirSync(reportDir, { recursive: true });
    console.log(`\nLighthouse JSON reports: ${reportDir}`);
  }
  if (TAPS) {
    const inHand = await measureInHand(ORIGIN, { runs: RUNS, only: ONLY, inp: INP, session, log: (text) => console.log(text) });
    printInHand(inHand, RUNS);
    console.log(`Load average now ${loadavg().map((value) => value.toFixed(1)).join(' ')} on this machine.`);
    for (const row of inHand) {
      if (!meetsTargets(row)) rows.push({ misses: [`${row.page}: first tap, INP or hydration's longest task`] });
    }
  }
  if (STRICT && rows.some((row) => row.misses.length > 0)) exitCode = 1;
} catch (error) {
  console.error(`bench:web failed: ${error.message}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
