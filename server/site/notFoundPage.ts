import { escapeHtml } from '../http/html.ts';

/**
 * The build prerenders the 404 page for the path `/404` (scripts/build/build.ts), so it reads
 * "Page not found: /404" (SPEC 8's message) until its script runs.
 */
const PRERENDERED_MESSAGE = 'Page not found: /404';

/**
 * The 404 page for the path asked for: SPEC 8's "Page not found: {path}" with the real path, escaped
 * for HTML text and attributes alike (it also fills the description meta tags), so a visitor without
 * script and a crawler read the right path and nothing they typed becomes markup.
 */
export function notFoundPageFor(html: string, requestedPath: string): string {
  return html.replaceAll(PRERENDERED_MESSAGE, `Page not found: ${escapeHtml(requestedPath)}`);
}
