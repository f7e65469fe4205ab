import { Hono } from 'hono';
import { type AppEnv, sessionFromToken, tokenFromHeader } from '../auth/sessionAuth.ts';
import { escapeHtml, simplePage } from '../http/html.ts';
import type { Services } from './deps.ts';

/** `t` is base64 of "jwt <token>"; a `+` that arrived unencoded in the query reads as a space. */
export function decodeHandOff(t: string): string | undefined {
  const base64 = t.trim().replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) return undefined;
  const decoded = Buffer.from(base64, 'base64').toString('utf8');
  if (!decoded.startsWith('jwt ')) return undefined;
  return tokenFromHeader(decoded);
}

function errorPage(title: string, explanation: string) {
  return simplePage(
    `ARP: ${title}`,
    `<h1 class="error">${escapeHtml(title)}</h1><p>${escapeHtml(explanation)}</p><p><a href="/">Back to Aden</a></p>`,
  );
}

/**
 * The stand-in for the companion application (ARP) at the default ARP URL `/arp`:
 * it checks the hand-off token and says who arrived and where they were sent.
 */
export function arpRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/*', async (c) => {
    c.header('Cache-Control', 'no-store');
    const requestedPath = c.req.path.replace(/^\/arp/, '') || '/';
    const t = c.req.query('t');
    if (!t) {
      return c.html(
        errorPage(
          'No sign-in token',
          'This link to ARP has no "t" parameter. Open ARP from the Aden site again.',
        ),
        400,
      );
    }
    const token = decodeHandOff(t);
    const user = token ? (await sessionFromToken(token, services))?.user : undefined;
    if (!user) {
      return c.html(
        errorPage(
          'Invalid sign-in token',
          'The sign-in token in this link is malformed, expired, signed out or for an account that no longer exists. Sign in on the Aden site and open ARP again.',
        ),
        401,
      );
    }
    return c.html(
      simplePage(
        'ARP',
        `<h1>Signed in to ARP as ${escapeHtml(user.email)}</h1>
<p>Requested path: <code id="arp-path">${escapeHtml(requestedPath)}</code></p>
<p>This page stands in for the ARP application in local and test setups.</p>`,
      ),
    );
  });
  return routes;
}
