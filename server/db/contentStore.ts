import type { Employee, FormDefinition } from '../../contract/publicContent.ts';
import type { Queryable } from './database.ts';

export async function findEmployee(db: Queryable, id: string): Promise<Employee | undefined> {
  const { rows } = await db.query<Employee>(
    'SELECT id, firstname, lastname, title, bio, avatar FROM employees WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function findOnlineForm(db: Queryable, id: string): Promise<FormDefinition | undefined> {
  const { rows } = await db.query<FormDefinition>(
    'SELECT id, title, description, fields FROM online_forms WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertFormSubmission(
  db: Queryable,
  formId: string,
  /** The answers as JSON text, as counted against the client's storage limit. */
  answersJson: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO form_submissions (form_id, answers, created_at) VALUES ($1, $2::text::jsonb, $3) RETURNING id`,
    [formId, answersJson, now],
  );
  return (rows[0] as { id: number }).id;
}
