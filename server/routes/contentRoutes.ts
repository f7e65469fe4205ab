import { z } from 'zod';
import { endpoints } from '../../contract/endpoints.ts';
import { formSubmissionRequestSchema, isResourceId } from '../../contract/publicContent.ts';
import { findEmployee, findOnlineForm, insertFormSubmission } from '../db/contentStore.ts';
import { validateSubmission } from '../forms/validateSubmission.ts';
import {
  CLIENT_LIMITS,
  CLIENT_STORAGE_LIMITS,
  countForClient,
  limitPerClient,
} from '../http/clientLimits.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

// The answers object is checked as it was parsed, not copied: zod's record copies by assignment,
// which turns an `__proto__` key into the copy's prototype and hides it from the unknown-field check.
const submissionBody = formSubmissionRequestSchema.extend({
  answers: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    { error: 'answers must be an object of field name to value' },
  ),
});

/** Employees' public cards and online forms (DESIGN.md section 5). */
export function contentRoutes(route: Route, services: Services): void {
  const { db, clock } = services;

  route(endpoints.employee, async (c, { params: { id } }) => {
    const employee = isResourceId(id) ? await findEmployee(db, id) : undefined;
    if (!employee) throw new ApiError(404, 'Employee not found');
    return c.json(employee);
  });

  route(endpoints.form, async (c, { params: { id } }) => {
    const form = isResourceId(id) ? await findOnlineForm(db, id) : undefined;
    if (!form) throw new ApiError(404, 'Form not found');
    return c.json(form);
  });

  route(endpoints.submitForm, limitPerClient(services, CLIENT_LIMITS.formSubmission), async (c, input) => {
    const { id } = input.params;
    const form = isResourceId(id) ? await findOnlineForm(db, id) : undefined;
    if (!form) throw new ApiError(404, 'Form not found');
    const body = await input.body(submissionBody);
    const check = validateSubmission(form.fields, body.answers);
    if (!check.ok) throw new ApiError(400, check.message, { errors: check.errors });
    const stored = JSON.stringify(check.answers);
    await countForClient(services, c, CLIENT_STORAGE_LIMITS.formSubmission, Buffer.byteLength(stored));
    const submissionId = await insertFormSubmission(db, form.id, stored, clock.now());
    return c.json({ id: submissionId, message: 'Thank you, your answers were received' }, 201);
  });
}
