import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config/serverConfig.ts';
import { cameOverHttps } from './clientAddress.ts';

/** Browsers that once reached the site over HTTPS keep to HTTPS for a year. */
export const HSTS = 'max-age=31536000';

// The third parties of SPEC.md: Google sign-in, the chat widget (Intercom), the scheduler (Calendly), ads.
const GOOGLE_SIGN_IN = ['https://accounts.google.com'];
// The wildcards cover widget.intercom.io and js.intercomcdn.com: naming those too would only add
// bytes to every page's headers, which share the first response's round trip with the page.
const CHAT = ['https://*.intercom.io', 'https://*.intercomcdn.com'];
const CHAT_SOCKETS = ['wss://*.intercom.io'];
const SCHEDULER = ['https://calendly.com', 'https://assets.calendly.com'];
const ADS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://googleads.g.doubleclick.net',
];

/**
 * The Content-Security-Policy of every answer, HTML or not: one function, so every page (the site's,
 * the 404 page, the ARP stand-in, /api/docs) sends the same directives. Inline scripts are allowed
 * only by hash: a page's answer passes the hashes of its inline scripts (server/site/staticFile.ts
 * inlineScriptHashes). A page with hashes gets 'strict-dynamic' and them: its hashed loader inserts
 * every other script (the app's chunks, Google sign-in, the chat widget, the scheduler, ads), which
 * browsers of CSP level 3 trust for that; every browser the es2022 build runs in is of level 3. A page
 * without inline scripts runs only scripts of the site itself ('self'), and no third party's.
 *
 * The third parties' hosts are named once, in default-src, which connect-src, frame-src and
 * media-src fall back to: naming them in each would send them again in every page's headers, which
 * share the first response's round trip with the page (decision 0091).
 */
export function contentSecurityPolicy(inlineScriptHashes: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'", ...GOOGLE_SIGN_IN, ...CHAT, ...CHAT_SOCKETS, ...SCHEDULER, ...ADS],
    'script-src':
      inlineScriptHashes.length > 0
        ? ["'strict-dynamic'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]
        : ["'self'"],
    // Emotion injects <style> tags at run time, and prerendered pages carry inline critical CSS.
    'style-src': ["'self'", "'unsafe-inline'", ...GOOGLE_SIGN_IN],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...CHAT],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The site's address over HTTPS: its own origin when it is https, else its host name on port 443. */
export function httpsOrigin(siteUrl: string): string {
  const site = new URL(siteUrl);
  return site.protocol === 'https:' ? site.origin : `https://${site.hostname}`;
}

/**
 * Adds the security headers to every response; a handler may set its own CSP first (hashes). Behind a
 * trusted proxy with `httpsRedirect`, a request that reached the proxy over plain HTTP is sent to the
 * same path on the site's configured address (SITE_URL) over HTTPS, never to a host the request
 * names (308 keeps the method and body); the health and readiness probes stay on HTTP.
 */
export function securityHeaders({
  trustProxy,
  httpsRedirect,
  siteUrl,
}: Pick<Config, 'trustProxy' | 'httpsRedirect' | 'siteUrl'>): MiddlewareHandler {
  const defaultPolicy = contentSecurityPolicy();
  const redirectOrigin = httpsOrigin(siteUrl);
  return async (c, next) => {
    if (
      httpsRedirect &&
      trustProxy &&
      arrivedOverHttp(c.req.header('X-Forwarded-Proto')) &&
      !isProbe(c.req.path)
    ) {
      const { pathname, search } = new URL(c.req.url);
      c.res = new Response(null, {
        status: 308,
        headers: { Location: `${redirectOrigin}${pathname}${search}` },
      });
    } else {
      await next();
    }
    const headers = c.res.headers;
    // Only over HTTPS: on plain HTTP (local development) the header would be meaningless.
    if (cameOverHttps(c, trustProxy)) headers.set('Strict-Transport-Security', HSTS);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // No X-Frame-Options: every browser since 2016 obeys the policy's frame-ancestors, and ignores the
    // older header beside it; it would only add bytes to each page's first round trip.
    // Google sign-in opens a popup that must be able to message back.
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}

/** The first hop's protocol, as the proxy forwards it. */
const arrivedOverHttp = (forwardedProto: string | undefined) =>
  forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'http';

const isProbe = (path: string) => path === '/api/health' || path === '/api/ready';
