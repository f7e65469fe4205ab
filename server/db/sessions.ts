import type { Queryable } from './database.ts';
import type { UserRow } from './users.ts';

/** The user of a session, unless the user is gone or the session was signed out: one round trip. */
export async function findSessionUser(
  db: Queryable,
  userId: number,
  jti: string,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM users
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2)`,
    [userId, jti],
  );
  return rows[0];
}

/** Signs a session out on every instance; rows of tokens that have expired since are dropped. */
export async function revokeSession(db: Queryable, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
    [jti, expiresAt],
  );
}

/**
 * Records a Google ID token as used: true the first time, false when it was used before, so one
 * token opens one session. Rows of tokens that have expired are dropped on the way.
 */
export async function useGoogleTokenOnce(
  db: Queryable,
  tokenId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM used_google_tokens WHERE expires_at <= $1', [now]);
  const { rows } = await db.query(
    `INSERT INTO used_google_tokens (token_id, expires_at) VALUES ($1, $2)
     ON CONFLICT (token_id) DO NOTHING RETURNING token_id`,
    [tokenId, expiresAt],
  );
  return rows.length === 1;
}
