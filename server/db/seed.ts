import type { FormDefinition } from '../../contract/publicContent';
import type { Queryable } from './database';

export interface EmployeeSeed {
  id: string;
  firstname: string;
  lastname: string;
  title: string;
  bio: string;
  avatar: string | null;
}

export const SEED_EMPLOYEES: EmployeeSeed[] = [
  {
    id: 'maya-patel',
    firstname: 'Maya',
    lastname: 'Patel',
    title: 'Solutions Engineer',
    bio: 'Helps construction and manufacturing teams move their accounting and inventory onto Aden.',
    avatar: null,
  },
  {
    id: 'lucas-romero',
    firstname: 'Lucas',
    lastname: 'Romero',
    title: 'Account Executive',
    bio: 'Works with public-sector and healthcare organisations on project management and workforce.',
    avatar: null,
  },
  {
    id: 'aiko-tanaka',
    firstname: 'Aiko',
    lastname: 'Tanaka',
    title: 'Customer Success Manager',
    bio: 'Guides new customers through data onboarding with the Aden AI form.',
    avatar: null,
  },
];

export const DEMO_FORM: FormDefinition = {
  id: 'demo',
  title: 'Project intake',
  description: 'Tell us about your project and we will get back to you within one business day.',
  fields: [
    { name: 'company', type: 'text', label: 'Company name', required: true },
    { name: 'email', type: 'email', label: 'Work email', required: true },
    { name: 'phone', type: 'tel', label: 'Phone number', required: false },
    {
      name: 'industry',
      type: 'select',
      label: 'Industry',
      required: true,
      options: ['Construction', 'Government', 'Healthcare', 'Manufacturing', 'Other'],
    },
    { name: 'employees', type: 'number', label: 'Number of employees', required: false },
    { name: 'start_date', type: 'date', label: 'Preferred start date', required: false },
    { name: 'details', type: 'textarea', label: 'Project details', required: false },
    {
      name: 'consent',
      type: 'checkbox',
      label: 'I agree to be contacted about this request',
      required: true,
    },
  ],
};

/** Inserts the demo employees and form when missing; rows an operator changed are left alone. */
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
