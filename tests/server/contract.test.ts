import { expect, it } from 'vitest';
import { authResponseSchema, profileSchema } from '../../contract/auth';
import {
  DEMO_FORM,
  DEMO_FORM_REFUSAL,
  EXAMPLE_PROFILE,
  EXAMPLE_SESSION,
  SEED_EMPLOYEES,
} from '../../contract/fixtures';
import {
  employeeSchema,
  formDefinitionSchema,
  formSubmissionRejectionSchema,
} from '../../contract/publicContent';
import { describeOnEachDatabase } from './helpers/describeOnEachDatabase';

const keys = (value: unknown) => Object.keys(value as object).sort();

// The server answers what contract/ describes, key for key with the fixtures the client suite parses.
describeOnEachDatabase('the API contract, server side', (ctx) => {
  it('register and profile answer the contract, with the keys of the fixtures', async () => {
    const registered = await ctx.server.signUp('ada@example.com');
    expect(authResponseSchema.safeParse(registered).success).toBe(true);
    expect(keys(registered)).toEqual(keys(EXAMPLE_SESSION));
    expect(authResponseSchema.parse(EXAMPLE_SESSION).firstname).toBe('');

    const profile = await ctx.server.call('GET', '/api/user/profile', {
      headers: { Authorization: `jwt ${registered.token}` },
    });
    expect(profileSchema.safeParse(profile.body).success).toBe(true);
    expect(keys(profile.body)).toEqual(keys(EXAMPLE_PROFILE));
    expect(profileSchema.safeParse(EXAMPLE_PROFILE).success).toBe(true);
  });

  it('employees and form definitions answer the contract', async () => {
    const employees = await ctx.db.query<{ id: string }>('SELECT id FROM employees LIMIT 1');
    const employee = await ctx.server.call('GET', `/api/employees/${employees.rows[0]?.id}`);
    expect(employeeSchema.safeParse(employee.body).success).toBe(true);
    expect(keys(employee.body)).toEqual(keys(SEED_EMPLOYEES[0]));
    expect(employeeSchema.safeParse(SEED_EMPLOYEES[0]).success).toBe(true);

    const forms = await ctx.db.query<{ id: string }>('SELECT id FROM online_forms LIMIT 1');
    const form = await ctx.server.call('GET', `/api/forms/${forms.rows[0]?.id}`);
    expect(formDefinitionSchema.safeParse(form.body).success).toBe(true);
    expect(formDefinitionSchema.safeParse(DEMO_FORM).success).toBe(true);
  });

  it('a refused submission answers the contract', async () => {
    const forms = await ctx.db.query<{ id: string }>('SELECT id FROM online_forms LIMIT 1');
    const refused = await ctx.server.call('POST', `/api/forms/${forms.rows[0]?.id}/submissions`, {
      json: { answers: {} },
    });
    expect(refused.status).toBe(400);
    expect(formSubmissionRejectionSchema.safeParse(refused.body).success).toBe(true);
    expect(formSubmissionRejectionSchema.safeParse(DEMO_FORM_REFUSAL).success).toBe(true);
    expect(refused.body).toEqual(DEMO_FORM_REFUSAL);
  });
});
