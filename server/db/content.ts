import type { FormField } from '../forms/definition';
import type { Answer } from '../forms/validateSubmission';
import type { Queryable } from './database';

export interface EmployeeCard {
  id: string;
  firstname: string;
  lastname: string;
  title: string;
  bio: string;
  avatar: string | null;
}

export interface OnlineForm {
  id: string;
  title: string;
  description: string;
  fields: FormField[];
}

export async function findEmployee(db: Queryable, id: string): Promise<EmployeeCard | undefined> {
  const { rows } = await db.query<EmployeeCard>(
    'SELECT id, firstname, lastname, title, bio, avatar FROM employees WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function findOnlineForm(db: Queryable, id: string): Promise<OnlineForm | undefined> {
  const { rows } = await db.query<OnlineForm>(
    'SELECT id, title, description, fields FROM online_forms WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertFormSubmission(
  db: Queryable,
  formId: string,
  answers: Record<string, Answer>,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO form_submissions (form_id, answers, created_at) VALUES ($1, $2::text::jsonb, $3) RETURNING id`,
    [formId, JSON.stringify(answers), now],
  );
  return (rows[0] as { id: number }).id;
}
