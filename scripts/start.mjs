#!/usr/bin/env node
// `npm start`: serve the whole of Rinn — site and API — on one port (PORT, default 3000) with the
// embedded database (PGlite under ./.data unless DATABASE_URL is set).
//
// 1. Builds the web app through Nx. Nx caches the build, so after the first start this takes a
//    second unless a source changed; the first start on a fresh clone takes a few minutes.
// 2. Runs the API server from source (tsx with the @rinn/source condition), serving the build
//    outside /api/, in demo mode (RINN_MODE=demo): OTPs go to the outbox, readable at
//    /api/dev/outbox. Set RINN_MODE to anything else (with RINN_OTP_SECRET, RINN_TOKEN_SECRET and a
//    real RINN_SMS) to start without the demo; the server then has no dev routes and no outbox.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// The one child running at a time (the build, then the server); Ctrl+C or SIGTERM stops it too.
// Children are started from node_modules/.bin, not through npm or npx, which do not pass signals on.
let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => (child ? child.kill(signal) : process.exit(130)));
}

function run(command, args, options) {
  return new Promise((resolve) => {
    child = spawn(command, args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.log('▶ Building the web app (cached after the first start)');
const built = await run(bin('nx'), ['run', '@rinn/web:build', '--outputStyle=static'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
});
if (built !== 0) {
  console.error('The web app did not build. Run `npx nx run @rinn/web:build` to see why.');
  process.exit(built);
}

const env = {
  ...process.env,
  RINN_MODE: process.env.RINN_MODE ?? 'demo',
  RINN_DATA_DIR: process.env.RINN_DATA_DIR ?? join(root, '.data'),
  RINN_SITE_DIR: process.env.RINN_SITE_DIR ?? join(root, 'apps', 'web', 'build', 'client'),
};
const origin = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '3000'}`;
const demo = env.RINN_MODE === 'demo';
console.log(`▶ Starting Rinn on ${origin} (Ctrl+C stops it)`);
if (demo) {
  console.log(`  Demo mode (RINN_MODE=demo): no SMS leaves this machine, and the development routes are on.
  Demo customer: mobile 9876543210 (Aarav Sharma). Log in from the site's Login menu.
  OTPs are not sent by SMS: read them at ${origin}/api/dev/outbox?mobile=9876543210`);
}
process.exit(await run(bin('tsx'), ['--conditions=@rinn/source', 'src/main.ts'], { cwd: join(root, 'apps', 'api'), stdio: 'inherit', env }));
