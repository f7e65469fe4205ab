import { z } from 'zod';

// The project's zod, imported by every schema the browser runs. Zod probes for eval (new Function) on
// its first parse, to compile its parsers; the site's Content-Security-Policy forbids eval, so Chrome
// reported the refused probe (Lighthouse Best Practices). In a browser zod parses without the probe
// (`jitless`), with the same results; Node keeps the compiled parsers. Being the module that hands out
// `z`, it runs before any schema is built, whichever chunk loads zod first.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
