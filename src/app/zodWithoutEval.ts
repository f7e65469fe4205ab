import { config } from 'zod';

// Zod probes for eval (new Function) to compile its parsers; the site's Content-Security-Policy forbids
// eval, so the refused probe is reported as a violation on every page (Lighthouse Best Practices).
// Parsing without it gives the same results.
config({ jitless: true });
