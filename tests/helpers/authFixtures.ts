import type { AuthResponse, AuthResult } from '../../machines/authResult';

/** An auth response as the platform sends it, onboarding finished or not. */
export function authResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    token: 'jwt-token',
    id: 42,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    user_onboarding: JSON.stringify({ finishedOnboarding: true }),
    arp_onboarding: JSON.stringify({ finishedOnboarding: true }),
    ...overrides,
  };
}

export const unfinishedOnboarding = JSON.stringify({ finishedOnboarding: false });

export function authResult(method: AuthResult['method'], overrides: Partial<AuthResponse> = {}): AuthResult {
  return { ...authResponse(overrides), method };
}
