import type { Queryable } from './database.ts';

export interface ContactRequest {
  firstname: string;
  lastname: string;
  /** Left out by a request for a demo time, which carries a preferred time instead. */
  phone_number?: string | undefined;
  email: string;
  preferred_time?: string | undefined;
  time_zone?: string | undefined;
}

export async function insertContactRequest(
  db: Queryable,
  request: ContactRequest,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_requests (firstname, lastname, phone_number, email, preferred_time, time_zone, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      request.firstname,
      request.lastname,
      request.phone_number ?? null,
      request.email,
      request.preferred_time ?? null,
      request.time_zone ?? null,
      now,
    ],
  );
  return (rows[0] as { id: number }).id;
}
