import type { Queryable } from './database.ts';

export interface IssueCode {
  email: string;
  codeHash: string;
  mode: string;
  rId: string | null;
  now: Date;
  expiresAt: Date;
  /** A new code is refused while the previous one was sent after this instant. */
  resendAfter: Date;
}

/**
 * Stores a new code for the e-mail, replacing any previous one, unless one was sent too recently.
 * One atomic statement, so parallel sends cannot both pass the per-e-mail limit.
 */
export async function issueCode(db: Queryable, code: IssueCode): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO verification_codes AS vc (email, code_hash, mode, r_id, sent_at, expires_at, wrong_attempts)
     VALUES ($1, $2, $3, $4, $5, $6, 0)
     ON CONFLICT (email) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, mode = EXCLUDED.mode, r_id = EXCLUDED.r_id,
       sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, wrong_attempts = 0, consumed_at = NULL
     WHERE vc.sent_at <= $7
     RETURNING email`,
    [code.email, code.codeHash, code.mode, code.rId, code.now, code.expiresAt, code.resendAfter],
  );
  return rows.length === 1;
}

export async function lastSentAt(db: Queryable, email: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ sent_at: Date }>(
    'SELECT sent_at FROM verification_codes WHERE email = $1',
    [email],
  );
  return rows[0]?.sent_at;
}

export type CodeCheck = 'valid' | 'wrong' | 'void';

/**
 * Compares a guess with the live code in one statement: a wrong guess counts an attempt,
 * and a code is void once expired, consumed or out of attempts. `consume` marks a right guess used.
 */
export async function checkCode(
  db: Queryable,
  input: { email: string; codeHash: string; now: Date; maxWrongAttempts: number; consume: boolean },
): Promise<{ result: CodeCheck; rId: string | null; mode: string | null }> {
  const { rows } = await db.query<{ matched: boolean; r_id: string | null; mode: string }>(
    `UPDATE verification_codes SET
       wrong_attempts = wrong_attempts + CASE WHEN code_hash = $2 THEN 0 ELSE 1 END,
       consumed_at = CASE WHEN code_hash = $2 AND $5::boolean THEN $3::timestamptz ELSE consumed_at END
     WHERE email = $1 AND consumed_at IS NULL AND expires_at > $3 AND wrong_attempts < $4
     RETURNING code_hash = $2 AS matched, r_id, mode`,
    [input.email, input.codeHash, input.now, input.maxWrongAttempts, input.consume],
  );
  const row = rows[0];
  if (!row) return { result: 'void', rId: null, mode: null };
  return { result: row.matched ? 'valid' : 'wrong', rId: row.r_id, mode: row.mode };
}

/** Takes back a code that could not be sent, so the 60-second wait does not start for nothing. */
export async function withdrawCode(db: Queryable, email: string, codeHash: string): Promise<void> {
  await db.query('DELETE FROM verification_codes WHERE email = $1 AND code_hash = $2', [email, codeHash]);
}
