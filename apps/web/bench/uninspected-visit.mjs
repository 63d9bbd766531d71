// Page visits in Chromium driven over its DevTools pipe with the Target, Page, Network and Emulation
// domains only, for what an attached inspector changes in the page's own work.
//
// Playwright (and Lighthouse) send `Runtime.enable` to every page. With the Runtime domain on,
// V8 records a detailed stack trace, with line and column, for every Error the page creates
// (Chromium asks for it so that DevTools can show where an uncaught error came from). Line and
// column need the source positions of each function on the stack, which V8 does not keep for code
// compiled lazily: it parses each of those functions again. React DOM creates three Errors at its
// module's top level (the Suspense exceptions it throws later). Its whole module is one function
// under the bundle's CommonJS wrapper, 200 kB of source, and the entry chunk's program is under
// it, so one Error made there reparses both on the main thread. Measured on `/personal-loan` at 4×
// CPU, the entry chunk's evaluation took 76–99 ms with `Runtime.enable` sent and 9–25 ms without
// it, everything else alike. A visitor's browser has no inspector attached unless they open DevTools.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long a visit may take to report before it counts as never reported. */
const VISIT_TIMEOUT_MS = 60_000;
/** How often the page's title is read while waiting for its report. */
const POLL_MS = 250;
/** The start of the title by which the page reports: the rest is its report as JSON. */
export const REPORT_TITLE_PREFIX = 'rinn-bench-report:';

/**
 * Starts a Chromium whose pages are driven over its DevTools pipe (`--remote-debugging-pipe`: the
 * browser reads commands on descriptor 3 and writes answers on 4, each a JSON text ended by NUL).
 *
 * @param executablePath - the Chromium to start
 * @param args - its flags
 * @returns `visit` and `close`
 */
export function launchUninspected(executablePath, args) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rinn-bench-chromium-'));
  const browser = spawn(executablePath, [...args, '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const commands = browser.stdio[3];
  const answers = browser.stdio[4];
  const pending = new Map();
  let lastId = 0;
  let buffered = '';
  answers.setEncoding('utf8');
  answers.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting === undefined) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('Chromium exited'));
    pending.clear();
  });

  /** Sends one command (to a page when `sessionId` is given) and resolves with its result. */
  function send(method, params = {}, sessionId) {
    lastId += 1;
    const id = lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { method, resolve, reject });
      commands.write(`${JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) })}\0`);
    });
  }

  /**
   * Opens `url` in a fresh browser context (no cache, no storage) with the phone's screen, the CPU
   * and network throttling applied, and `initScript` run before any script of each document; waits
   * until the page sets its title to {@link REPORT_TITLE_PREFIX} followed by its report.
   *
   * @param url - the page
   * @param options - initScript (JavaScript source), profile ({ cpuSlowdown, latencyMs, downloadKbps, uploadKbps }), viewport ({ width, height })
   * @returns the page's report, parsed, or null when it sent none in time
   */
  async function visit(url, { initScript, profile, viewport }) {
    const { browserContextId } = await send('Target.createBrowserContext');
    try {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Page.enable', {}, sessionId);
      await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
      await send('Network.enable', {}, sessionId);
      await send(
        'Network.emulateNetworkConditions',
        { offline: false, latency: profile.latencyMs, downloadThroughput: (profile.downloadKbps * 1024) / 8, uploadThroughput: (profile.uploadKbps * 1024) / 8 },
        sessionId,
      );
      await send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown }, sessionId);
      await send('Emulation.setDeviceMetricsOverride', { width: viewport.width, height: viewport.height, deviceScaleFactor: 2, mobile: true }, sessionId);
      await send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
      await send('Page.navigate', { url }, sessionId);
      for (let waited = 0; waited < VISIT_TIMEOUT_MS; waited += POLL_MS) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const { targetInfo } = await send('Target.getTargetInfo', { targetId });
        if (targetInfo.title.startsWith(REPORT_TITLE_PREFIX)) return JSON.parse(targetInfo.title.slice(REPORT_TITLE_PREFIX.length));
      }
      return null;
    } finally {
      await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
    }
  }

  /** Stops exactly the Chromium started here, and removes its profile. */
  async function close() {
    if (browser.exitCode === null && browser.signalCode === null) {
      browser.kill('SIGTERM');
      const timer = setTimeout(() => browser.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes can outlive the browser by a moment and still write into the
    // profile (ENOTEMPTY ended whole bench runs here, twice, with a second and a half of retries):
    // removal is retried for up to eleven seconds, and a profile left behind is reported, not fatal,
    // since the figures are already measured.
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove the Chromium profile ${userDataDir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return { visit, close };
}
