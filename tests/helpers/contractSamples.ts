// Sample answers of SPEC.md section 7, as the platform sends them. The server suite checks that its
// answers have this shape and the client suite parses these very samples, both with contract/'s schemas.

/** An e-mail sign-up has no names yet: the platform sends null. */
export const sampleAuthResponse = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  id: 42,
  firstname: null,
  lastname: null,
  email: 'ada@example.com',
  user_onboarding: JSON.stringify({ finishedOnboarding: false }),
  arp_onboarding: JSON.stringify({ finishedOnboarding: false }),
};

export const sampleProfile = {
  user_id: 42,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  create_time: '2030-01-01T00:00:00.000Z',
  company_name: 'Acme',
  avatar: null,
};

export const sampleEmployee = {
  id: 'maya-chen',
  firstname: 'Maya',
  lastname: 'Chen',
  title: 'Solutions Engineer',
  bio: 'Helps operations teams move their first process onto Aden.',
  avatar: null,
};

export const sampleFormDefinition = {
  id: 'vendor-onboarding',
  title: 'Vendor onboarding',
  description: 'Tell us about your company.',
  fields: [
    { name: 'company', type: 'text', label: 'Company', required: true },
    {
      name: 'industry',
      type: 'select',
      label: 'Industry',
      required: false,
      options: ['Retail', 'Construction'],
    },
    { name: 'consent', type: 'checkbox', label: 'I agree', required: true },
  ],
};

export const sampleSubmissionRejection = {
  message: 'Company: This field is required',
  errors: { company: 'This field is required' },
};
