import { expect, it } from 'vitest';
import { authResponseSchema, profileSchema } from '../../contract/auth';
import {
  employeeSchema,
  formDefinitionSchema,
  formSubmissionRejectionSchema,
} from '../../contract/publicContent';
import {
  sampleAuthResponse,
  sampleEmployee,
  sampleFormDefinition,
  sampleProfile,
  sampleSubmissionRejection,
} from '../helpers/contractSamples';
import { describeOnEachDatabase } from './helpers/describeOnEachDatabase';

const keys = (value: unknown) => Object.keys(value as object).sort();

// The server answers what contract/ describes, key for key with the samples the client suite parses.
describeOnEachDatabase('the API contract, server side', (ctx) => {
  it('register and profile answer the contract, with the keys of the samples', async () => {
    const registered = await ctx.server.signUp('ada@example.com');
    expect(authResponseSchema.safeParse(registered).success).toBe(true);
    expect(keys(registered)).toEqual(keys(sampleAuthResponse));
    expect(authResponseSchema.parse(sampleAuthResponse).firstname).toBe('');

    const profile = await ctx.server.call('GET', '/api/user/profile', {
      headers: { Authorization: `jwt ${registered.token}` },
    });
    expect(profileSchema.safeParse(profile.body).success).toBe(true);
    expect(keys(profile.body)).toEqual(keys(sampleProfile));
    expect(profileSchema.safeParse(sampleProfile).success).toBe(true);
  });

  it('employees and form definitions answer the contract', async () => {
    const employees = await ctx.db.query<{ id: string }>('SELECT id FROM employees LIMIT 1');
    const employee = await ctx.server.call('GET', `/api/employees/${employees.rows[0]?.id}`);
    expect(employeeSchema.safeParse(employee.body).success).toBe(true);
    expect(keys(employee.body)).toEqual(keys(sampleEmployee));
    expect(employeeSchema.safeParse(sampleEmployee).success).toBe(true);

    const forms = await ctx.db.query<{ id: string }>('SELECT id FROM online_forms LIMIT 1');
    const form = await ctx.server.call('GET', `/api/forms/${forms.rows[0]?.id}`);
    expect(formDefinitionSchema.safeParse(form.body).success).toBe(true);
    expect(formDefinitionSchema.safeParse(sampleFormDefinition).success).toBe(true);
  });

  it('a refused submission answers the contract', async () => {
    const forms = await ctx.db.query<{ id: string }>('SELECT id FROM online_forms LIMIT 1');
    const refused = await ctx.server.call('POST', `/api/forms/${forms.rows[0]?.id}/submissions`, {
      json: { answers: {} },
    });
    expect(refused.status).toBe(400);
    expect(formSubmissionRejectionSchema.safeParse(refused.body).success).toBe(true);
    expect(formSubmissionRejectionSchema.safeParse(sampleSubmissionRejection).success).toBe(true);
  });
});
