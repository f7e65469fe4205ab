import { Hono } from 'hono';
import { z } from 'zod';
import { formSubmissionRequestSchema } from '../../contract/publicContent';
import type { AppEnv } from '../auth/sessionAuth';
import { findEmployee, findOnlineForm, insertFormSubmission } from '../db/contentStore';
import type { Services } from '../deps';
import { validateSubmission } from '../forms/validateSubmission';
import { readJson } from '../http/body';
import { CLIENT_LIMITS, CLIENT_STORAGE_LIMITS, countForClient, limitPerClient } from '../http/clientLimits';
import { ApiError } from '../http/errors';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

// The answers object is checked as it was parsed, not copied: zod's record copies by assignment,
// which turns an `__proto__` key into the copy's prototype and hides it from the unknown-field check.
const submissionBody = formSubmissionRequestSchema.extend({
  answers: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    { error: 'answers must be an object of field name to value' },
  ),
});

/** Employees' public cards and online forms (DESIGN.md section 5). */
export function contentRoutes(services: Services) {
  const { db, clock } = services;
  const routes = new Hono<AppEnv>();

  routes.get('/employees/:id', async (c) => {
    const id = c.req.param('id');
    const employee = ID.test(id) ? await findEmployee(db, id) : undefined;
    if (!employee) throw new ApiError(404, 'Employee not found');
    return c.json(employee);
  });

  routes.get('/forms/:id', async (c) => {
    const id = c.req.param('id');
    const form = ID.test(id) ? await findOnlineForm(db, id) : undefined;
    if (!form) throw new ApiError(404, 'Form not found');
    return c.json(form);
  });

  routes.post('/forms/:id/submissions', limitPerClient(services, CLIENT_LIMITS.formSubmission), async (c) => {
    const id = c.req.param('id');
    const form = ID.test(id) ? await findOnlineForm(db, id) : undefined;
    if (!form) throw new ApiError(404, 'Form not found');
    const body = await readJson(c, submissionBody);
    const check = validateSubmission(form.fields, body.answers);
    if (!check.ok) throw new ApiError(400, check.message, { errors: check.errors });
    const stored = JSON.stringify(check.answers);
    await countForClient(services, c, CLIENT_STORAGE_LIMITS.formSubmission, Buffer.byteLength(stored));
    const submissionId = await insertFormSubmission(db, form.id, stored, clock.now());
    return c.json({ id: submissionId, message: 'Thank you, your answers were received' }, 201);
  });

  return routes;
}
