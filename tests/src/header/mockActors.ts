import { vi } from 'vitest';

/**
 * Stand-ins for the app actors (src/actors/*), so header tests do not depend on the machines.
 * Each test file calls vi.mock with these factories; tests change return values with vi.mocked.
 */
export const sessionModule = () => ({
  useIsSignedIn: vi.fn(() => false),
  useSessionUser: vi.fn(() => null),
  useSessionToken: vi.fn(() => null),
  logout: vi.fn(),
});

export const authDialogModule = () => ({ showAuth: vi.fn() });

export const demoDialogModule = () => ({
  openDemo: vi.fn(),
  closeDemo: vi.fn(),
  useDemoOpen: vi.fn(() => false),
});
