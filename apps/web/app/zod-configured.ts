// Every `zod/mini` import of the web build resolves to this module (`zodConfigured` in
// vite.config.ts), so zod is configured before any schema is built, whatever order the bundler's
// chunks evaluate in. Zod compiles object parsers with `new Function` unless told not to, and probes
// for it when it builds an object schema: under the site's Content-Security-Policy (no
// 'unsafe-eval') that probe is a CSP violation in the console and in Lighthouse's issues. A module
// imported first by root.tsx was not enough: a chunk that root imports (the chat launcher's
// schemas) evaluates before root's own body. This import of `zod/mini` is the one the plugin lets
// through to the package.
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
