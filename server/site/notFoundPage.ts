import { notFoundMessage, rejectMessage, UNKNOWN_PATH_MESSAGE } from '../../contract/messages.ts';
import { escapeHtml } from '../http/html.ts';

/**
 * The 404 page for the path asked for, with the message the browser then shows: a route's rejection
 * (SPEC 5, "Page Not Found: {path}") when a route matches the path (an unknown slug), else SPEC 8's
 * "Page not found: {path}". It replaces the built file's message, which names no path, with the path
 * escaped for HTML text and attributes alike (it also fills the description meta tags), so a visitor
 * without script and a crawler read the real path and nothing they typed becomes markup.
 */
export function notFoundPageFor(html: string, requestedPath: string, routeMatches: boolean): string {
  const message = (routeMatches ? rejectMessage : notFoundMessage)(escapeHtml(requestedPath));
  return html.replaceAll(UNKNOWN_PATH_MESSAGE, message);
}
