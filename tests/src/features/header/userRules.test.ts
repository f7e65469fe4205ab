import { describe, expect, it, vi } from 'vitest';
import { startForFree } from '../../../../src/features/header/startForFree';
import { arpTargetPath, userInitial } from '../../../../src/features/header/userRules';
import { arpUrl } from '../../../../src/lib/auth/arpHandoff';
import { isAiFormPath } from '../../../../src/lib/routing/paths';

describe('userInitial (SPEC 2 avatar fallback)', () => {
  it('is the first letter of the first name, upper-cased', () => {
    expect(userInitial({ firstname: 'ada' })).toBe('A');
    expect(userInitial({ firstname: '  Émile ' })).toBe('É');
  });

  it('is U without a first name or without a user', () => {
    expect(userInitial({ firstname: '' })).toBe('U');
    expect(userInitial({ firstname: '   ' })).toBe('U');
    expect(userInitial(null)).toBe('U');
  });
});

describe('arpTargetPath (SPEC 4 hand-off 2)', () => {
  it('opens the AI form module when the user has a first name', () => {
    expect(arpTargetPath({ firstname: 'Ada' })).toBe('modules/aden-ai-form');
  });

  it('opens onboarding when the user has no first name', () => {
    expect(arpTargetPath({ firstname: '' })).toBe('onboarding');
    expect(arpTargetPath(null)).toBe('onboarding');
  });
});

describe('isAiFormPath', () => {
  it('matches paths under the /ai-form prefix only', () => {
    expect(isAiFormPath('/ai-form')).toBe(true);
    expect(isAiFormPath('/ai-form/upload')).toBe(true);
    expect(isAiFormPath('/')).toBe(false);
    expect(isAiFormPath('/blog/ai-form')).toBe(false);
  });
});

describe('startForFree (SPEC 4 hand-off 1)', () => {
  it('sends a signed-in user on /ai-form to the ARP root with the hand-off token', () => {
    const goTo = vi.fn();
    const showAuth = vi.fn();
    startForFree('/ai-form', 'tok-123', showAuth, goTo);
    expect(goTo).toHaveBeenCalledWith(arpUrl('', 'tok-123'));
    expect(goTo.mock.calls[0]?.[0]).toContain(`?t=${encodeURIComponent(btoa('jwt tok-123'))}`);
    expect(showAuth).not.toHaveBeenCalled();
  });

  it('opens sign-up everywhere else, and for visitors on /ai-form', () => {
    const goTo = vi.fn();
    const showSignup = vi.fn();
    startForFree('/pricing', 'tok-123', showSignup, goTo);
    startForFree('/ai-form', null, showSignup, goTo);
    expect(goTo).not.toHaveBeenCalled();
    expect(showSignup).toHaveBeenCalledTimes(2);
  });
});
