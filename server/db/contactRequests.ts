import type { Queryable } from './database';

export interface ContactRequest {
  firstname: string;
  lastname: string;
  phone_number: string;
  email: string;
}

export async function insertContactRequest(
  db: Queryable,
  request: ContactRequest,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_requests (firstname, lastname, phone_number, email, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [request.firstname, request.lastname, request.phone_number, request.email, now],
  );
  return (rows[0] as { id: number }).id;
}
