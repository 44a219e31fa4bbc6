/**
 * zod 4 probes `new Function` when it builds its first object schema, to compile faster
 * parsers. Under the site's CSP (no 'unsafe-eval') the probe fails as intended, but the browser
 * still reports the caught attempt as a CSP violation (console, Lighthouse best practices).
 * `jitless` skips the probe; zod reads this global when it loads, and the schemas load with
 * the pages, after this entry module has run.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
