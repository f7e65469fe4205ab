import type { IncomingMessage } from 'node:http';
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
 * The client's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For entry (the
 * one our proxy appended; earlier entries are whatever the client claimed). `unknown` when neither
 * exists (in-process test requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return normaliseAddress(forwarded);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  return peer ? normaliseAddress(peer) : 'unknown';
}

/** Whether the request reached us over HTTPS (directly, or at the proxy when TRUST_PROXY is set). */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return trustProxy && proto === 'https';
}
