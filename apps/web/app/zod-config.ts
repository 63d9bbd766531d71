import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` unless told not to, and probes for it on the
// first parse: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a CSP
// violation in the console and in Lighthouse's issues. Imported first by root.tsx, before any
// schema of @rinn/validation or @rinn/contract parses anything in the browser.
config({ jitless: true });
