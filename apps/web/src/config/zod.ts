/**
 * Zod compiles object parsers with `new Function` unless told not to, and its probe for
 * that is reported as a Content-Security-Policy violation under our `script-src 'self'`
 * (caught, but reported all the same). Imported first in main.tsx: the setting must be in
 * place before any schema is built.
 *
 * Written into the object zod keeps its settings in (`globalThis.__zod_globalConfig`, the
 * one `z.config()` changes and every copy of zod shares) rather than through `z.config()`,
 * so the first page does not load zod's core (about 3 KB Brotli) for one flag: zod itself
 * comes with the first page that has a form. zod.test.ts checks that zod reads it.
 */
const global = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
global.__zod_globalConfig ??= {};
global.__zod_globalConfig.jitless = true;
