import type { MiddlewareHandler } from 'hono';
import { cameOverHttps } from './clientAddress.ts';

/** Browsers that once reached the site over HTTPS keep to HTTPS for a year. */
export const HSTS = 'max-age=31536000';

// The third parties of SPEC.md: Google sign-in, the chat widget (Intercom), the scheduler (Calendly), ads.
const GOOGLE_SIGN_IN = ['https://accounts.google.com'];
const CHAT = [
  'https://widget.intercom.io',
  'https://js.intercomcdn.com',
  'https://*.intercom.io',
  'https://*.intercomcdn.com',
];
const CHAT_SOCKETS = ['wss://*.intercom.io'];
const SCHEDULER = ['https://calendly.com', 'https://assets.calendly.com'];
const ADS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://googleads.g.doubleclick.net',
];

/**
 * The Content-Security-Policy for every response. Inline scripts are allowed only by hash:
 * the site server passes the hashes of the inline scripts of the page it serves.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      ...GOOGLE_SIGN_IN,
      ...CHAT,
      ...SCHEDULER,
      ...ADS,
    ],
    // Emotion injects <style> tags at run time, and prerendered pages carry inline critical CSS.
    'style-src': ["'self'", "'unsafe-inline'", ...GOOGLE_SIGN_IN],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...CHAT],
    'connect-src': ["'self'", ...GOOGLE_SIGN_IN, ...CHAT, ...CHAT_SOCKETS, ...SCHEDULER, ...ADS],
    'frame-src': ["'self'", ...GOOGLE_SIGN_IN, ...CHAT, ...SCHEDULER, ...ADS],
    'media-src': ["'self'", ...CHAT],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Adds the security headers to every response; a handler may set its own CSP first (hashes). */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  const defaultPolicy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // Only over HTTPS: on plain HTTP (local development) the header would be meaningless.
    if (cameOverHttps(c, trustProxy)) headers.set('Strict-Transport-Security', HSTS);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The legacy spelling of frame-ancestors 'self', for browsers without CSP level 2.
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    // Google sign-in opens a popup that must be able to message back.
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
