/*
 * zod decides when it builds each object schema (at module load) whether to compile a fast parser with
 * `new Function`; the pages' Content-Security-Policy has no 'unsafe-eval' (issue 24), so that probe would only raise
 * a CSP violation. zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod, read
 * when zod loads), so setting `jitless` there first costs the entry no zod code; `z.config()` would pull zod's core
 * into every page (+3.7 KB). Imported first by each entry for this side effect (listed in package.json
 * `sideEffects`); the sign-in and checkout browser tests fail on any CSP violation.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
