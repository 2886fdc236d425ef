/**
 * zod's settings for the browser, applied before any island chunk (which bring zod) is evaluated: the
 * entry imports this module first.
 *
 * `jitless`: zod compiles object parsers with `new Function` and probes for it on first use; the pages'
 * Content-Security-Policy allows no `'unsafe-eval'` (runtime/server/security.ts), so the probe is
 * blocked and the browser reports a CSP violation on every page with a zod-using island, although zod
 * swallows the error. Jitless, zod neither probes nor compiles. zod's core module takes its settings
 * from `globalThis.__zod_globalConfig` when one is there (so that copies of zod share them), which lets
 * the entry set them without loading zod itself.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;
