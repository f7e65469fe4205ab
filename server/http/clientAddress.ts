import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** IPv6 clients usually hold a whole /64: they are counted by that prefix, not by one address. */
function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One spelling per client: IPv4 as is (also when mapped into IPv6), IPv6 by its /64. */
export function normaliseAddress(raw: string): string {
  const address = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address.includes(':') ? ipv6Prefix(address.replace(/%.*$/, '')) : address;
}

/**
 * An X-Forwarded-For entry as an IP address, or undefined: proxies may add a port (`1.2.3.4:5678`,
 * `[2001:db8::1]:443`); anything else (`unknown`, a name, 3,000 characters) is no address.
 */
export function forwardedAddress(entry: string): string | undefined {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1];
  const withoutPort = bracketed ?? (/^[\d.]+:\d+$/.test(trimmed) ? trimmed.replace(/:\d+$/, '') : trimmed);
  return isIP(withoutPort) === 0 ? undefined : withoutPort;
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For entry (the
 * one our proxy appended; earlier entries are whatever the client claimed) when it is an IP address.
 * `unknown` when neither exists (in-process test requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('X-Forwarded-For')?.split(',').at(-1);
    const forwarded = last === undefined ? undefined : forwardedAddress(last);
    if (forwarded) return normaliseAddress(forwarded);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  return peer ? normaliseAddress(peer) : 'unknown';
}

/** The first entry of a forwarded header (the proxy nearest the client), trimmed. */
const firstForwarded = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** Whether the request reached us over HTTPS (directly, or at the proxy when TRUST_PROXY is set). */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && firstForwarded(c.req.header('X-Forwarded-Proto'))?.toLowerCase() === 'https';
}

/**
 * The origin the client called, as its browser names it in Origin: scheme and Host, or with
 * TRUST_PROXY X-Forwarded-Proto and X-Forwarded-Host (a proxy may rewrite Host). Undefined when
 * there is no usable host.
 */
export function calledOrigin(c: Context, trustProxy: boolean): string | undefined {
  const host =
    (trustProxy ? firstForwarded(c.req.header('X-Forwarded-Host')) : undefined) ?? c.req.header('Host');
  if (!host) return undefined;
  // A host and an optional port, nothing else (no path, credentials or query to steer the parse).
  if (!/^[a-z\d.-]+(:\d+)?$|^\[[a-f\d:.]+\](:\d+)?$/i.test(host)) return undefined;
  const scheme = cameOverHttps(c, trustProxy) ? 'https' : 'http';
  try {
    // The URL parser drops a scheme's default port, as browsers do in Origin.
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}
