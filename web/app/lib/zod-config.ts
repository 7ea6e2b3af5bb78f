import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying it: under the site's Content-Security-Policy (no 'unsafe-eval') the probe is refused,
 * and the browser reports a violation even though zod catches it. Parsing without the compiled
 * path is as correct; the site's answers are small.
 */
z.config({ jitless: true });
