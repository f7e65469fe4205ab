import type { Queryable } from './database.ts';

export interface IntegrationRequest {
  integration: string;
  email: string;
}

export async function insertIntegrationRequest(
  db: Queryable,
  request: IntegrationRequest,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO integration_requests (integration, email, created_at) VALUES ($1, $2, $3) RETURNING id',
    [request.integration, request.email, now],
  );
  return (rows[0] as { id: number }).id;
}
