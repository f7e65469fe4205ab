import type { SessionUser, StoredSession } from '@contract/auth';

// SPEC 3: the token is kept in local storage under "token", the user (JSON) under "user".
export const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function readStoredSession(storage: Storage = localStorage): StoredSession {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  let user: SessionUser | null = null;
  if (rawUser) {
    try {
      user = JSON.parse(rawUser) as SessionUser;
    } catch (error) {
      // SPEC 4: an unparseable stored user is ignored with a console error.
      console.error('Ignoring the stored user: it is not valid JSON', error);
    }
  }
  return { token: token || null, user };
}

export function writeStoredSession({ token, user }: StoredSession, storage: Storage = localStorage): void {
  if (token) storage.setItem(TOKEN_KEY, token);
  else storage.removeItem(TOKEN_KEY);
  if (user) storage.setItem(USER_KEY, JSON.stringify(user));
  else storage.removeItem(USER_KEY);
}

export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}
