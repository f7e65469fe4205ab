import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '../../../server/http/clientAddress';

describe('client addresses', () => {
  it('counts IPv4 as is (also IPv4-mapped IPv6) and IPv6 by its /64', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('2001:db8:0:1::5%eth0')).toBe('2001:db8:0:1::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });
});
