import { z } from 'zod';

/**
 * The one door to zod for code shared with the browser (Biome refuses a direct import in src/),
 * so the setting below runs before any schema exists. Zod
 * compiles object parsers with `new Function` when a schema is built, after probing whether eval
 * is allowed; the pages' Content-Security-Policy has no 'unsafe-eval', so in a browser the probe
 * is reported as a violation (server/app/headers-csp.ts). Browsers parse without compiling; the
 * server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
