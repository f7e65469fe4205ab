import type { Employee, FormDefinition } from './publicContent.ts';

// The one set of sample records: the server seeds them (server/db/seed.ts), the OpenAPI document shows
// them as its examples (contract/endpoints.ts), and the tests read and send them.

export const EXAMPLE_EMAIL = 'ada@example.com';
export const EXAMPLE_PASSWORD = 'correct horse battery staple';

/** A session as register, login and Google sign-in answer it; an e-mail sign-up has no names yet. */
export const EXAMPLE_SESSION = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaWF0IjoxOTAwMDAwMDAwfQ.c2lnbmF0dXJl',
  id: 1,
  firstname: '',
  lastname: '',
  email: EXAMPLE_EMAIL,
  user_onboarding: '{"finishedOnboarding":false}',
  arp_onboarding: '{"finishedOnboarding":false}',
};

/** The profile of a signed-in user who has named themselves. */
export const EXAMPLE_PROFILE = {
  user_id: 1,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: EXAMPLE_EMAIL,
  create_time: '2030-01-15T09:00:00.000Z',
  company_name: null,
  avatar: null,
};

/** The employees every new database holds, each behind /employee/{id}. */
export const SEED_EMPLOYEES = [
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
] as const satisfies readonly (Employee & { id: string; avatar: string | null })[];

/** The online form every new database holds, behind /online-form/demo. */
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

/** Answers the demo form accepts, its required fields only. */
export const DEMO_FORM_ANSWERS = {
  company: 'Analytical Engines Ltd',
  email: EXAMPLE_EMAIL,
  industry: 'Manufacturing',
  consent: true,
};

/** What the server answers when the demo form is sent with no answers at all. */
export const DEMO_FORM_REFUSAL = {
  message: 'Company name: This field is required',
  errors: {
    company: 'This field is required',
    email: 'This field is required',
    industry: 'This field is required',
    consent: 'This field is required',
  },
};
