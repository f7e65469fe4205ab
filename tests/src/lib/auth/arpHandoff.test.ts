import { describe, expect, it } from 'vitest';
import { arpHandoffToken, arpUrl } from '../../../../src/lib/auth/arpHandoff';

describe('the ARP hand-off', () => {
  it('t is base64 of "jwt " plus the token', () => {
    expect(atob(arpHandoffToken('abc.def.ghi'))).toBe('jwt abc.def.ghi');
  });

  it('builds the root, onboarding and AI-form module URLs under the ARP URL', () => {
    const t = encodeURIComponent(btoa('jwt tok'));
    expect(arpUrl('', 'tok')).toBe(`/arp/?t=${t}`);
    expect(arpUrl('onboarding', 'tok')).toBe(`/arp/onboarding?t=${t}`);
    expect(arpUrl('modules/aden-ai-form', 'tok')).toBe(`/arp/modules/aden-ai-form?t=${t}`);
  });
});
