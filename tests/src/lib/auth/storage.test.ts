import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../../../../src/lib/auth/storage';

afterEach(() => localStorage.clear());

describe('session storage', () => {
  it('restores the token and the user kept under "token" and "user"', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem(
      'user',
      JSON.stringify({ firstname: 'Ada', lastname: 'L', email: 'ada@example.com' }),
    );
    expect(readStoredSession()).toEqual({
      token: 't1',
      user: { firstname: 'Ada', lastname: 'L', email: 'ada@example.com' },
    });
  });

  it('ignores an unparseable user with a console error, keeping the token', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toEqual({ token: 't1', user: null });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('writes and clears both keys', () => {
    writeStoredSession({ token: 't2', user: { firstname: '', lastname: '', email: 'x@example.com' } });
    expect(localStorage.getItem('token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'x@example.com' });
    clearStoredSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
