import { config } from 'zod/v4/core';

/*
 * zod compiles fast object parsers with `new Function` when it may; the pages' Content-Security-Policy has no
 * 'unsafe-eval' (issue 24), so its probe would only raise a CSP violation. Imported first by each entry.
 */
config({ jitless: true });
