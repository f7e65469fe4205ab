import { DEMO_FORM, SEED_EMPLOYEES } from '../../contract/fixtures.ts';
import type { Queryable } from './database.ts';

/** Inserts the contract's fixtures (the employees and the demo form) when missing; rows an operator changed are left alone. */
export async function seed(db: Queryable): Promise<void> {
  for (const employee of SEED_EMPLOYEES) {
    await db.query(
      `INSERT INTO employees (id, firstname, lastname, title, bio, avatar)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [employee.id, employee.firstname, employee.lastname, employee.title, employee.bio, employee.avatar],
    );
  }
  await db.query(
    `INSERT INTO online_forms (id, title, description, fields)
     VALUES ($1, $2, $3, $4::text::jsonb) ON CONFLICT (id) DO NOTHING`,
    [DEMO_FORM.id, DEMO_FORM.title, DEMO_FORM.description, JSON.stringify(DEMO_FORM.fields)],
  );
}
