// Zod compiles object parsers with `new Function` unless told not to, and probes for it on the
// first parse: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a CSP
// violation in the console and in Lighthouse's issues. Zod reads its global configuration from
// `globalThis.__zod_globalConfig` (shared by every copy of zod on the page), so setting `jitless`
// there needs no import of zod: pages that never parse anything do not download it. Imported first
// by root.tsx, before any schema of @rinn/validation or @rinn/contract can parse.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
