import type { Queryable } from './database.ts';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  company_name: string | null;
  avatar: string | null;
  google_sub: string | null;
  rel: string;
  r_id: string | null;
  subscription_plan: string;
  user_onboarding_finished: boolean;
  arp_onboarding_finished: boolean;
  created_at: Date;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstname: string;
  lastname: string;
  avatar: string | null;
  googleSub: string | null;
  rel: string;
  rId: string | null;
  subscriptionPlan: string;
  createdAt: Date;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0];
}

export async function findUserByGoogleSub(db: Queryable, sub: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE google_sub = $1', [sub]);
  return rows[0];
}

/** Inserts the user, or returns undefined when the e-mail (or Google account) already has one. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, firstname, lastname, avatar, google_sub, rel, r_id,
                        subscription_plan, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING
     RETURNING *`,
    [
      user.email,
      user.passwordHash,
      user.firstname,
      user.lastname,
      user.avatar,
      user.googleSub,
      user.rel,
      user.rId,
      user.subscriptionPlan,
      user.createdAt,
    ],
  );
  return rows[0];
}

/**
 * Links a Google account to an existing user that has none (or already this one) and fills the
 * profile fields that are still empty; undefined when the user is linked to another Google account.
 */
export async function linkGoogleAccount(
  db: Queryable,
  id: number,
  google: { sub: string; firstname: string; lastname: string; avatar: string | null },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET
       google_sub = $2,
       firstname = CASE WHEN firstname = '' THEN $3 ELSE firstname END,
       lastname = CASE WHEN lastname = '' THEN $4 ELSE lastname END,
       avatar = COALESCE(avatar, $5)
     WHERE id = $1 AND (google_sub IS NULL OR google_sub = $2)
     RETURNING *`,
    [id, google.sub, google.firstname, google.lastname, google.avatar],
  );
  return rows[0];
}

export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}
