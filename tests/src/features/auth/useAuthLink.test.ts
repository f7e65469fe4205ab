import { describe, expect, it } from 'vitest';
import { readAuthLink } from '../../../../src/features/auth/useAuthLink';

describe('readAuthLink', () => {
  it('reads email and vuid and removes only them from the URL', () => {
    expect(readAuthLink('https://adenhq.com/pricing?email=a%2Bb%40c.co&x=1&vuid=123456#top')).toEqual({
      email: 'a+b@c.co',
      code: '123456',
      cleanUrl: '/pricing?x=1#top',
    });
    expect(readAuthLink('https://adenhq.com/?email=a@b.co&vuid=9')?.cleanUrl).toBe('/');
  });

  it('is no link unless both are present and not blank', () => {
    expect(readAuthLink('https://adenhq.com/?email=a@b.co')).toBeNull();
    expect(readAuthLink('https://adenhq.com/?vuid=1')).toBeNull();
    expect(readAuthLink('https://adenhq.com/?email=&vuid=1')).toBeNull();
    expect(readAuthLink('https://adenhq.com/')).toBeNull();
  });
});
