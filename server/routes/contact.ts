import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../auth/session';
import { insertContactRequest } from '../db/contactRequests';
import type { Services } from '../deps';
import { readJson } from '../http/body';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits';
import { emailField, jsonObject, requiredText } from '../http/fields';

// DESIGN.md section 5: `(+DIAL) NATIONAL`, e.g. `(+1) 2025550123`.
const PHONE_NUMBER = /^\(\+\d{1,4}\) ?\d[\d -]{3,20}$/;

const contactBody = jsonObject({
  firstname: requiredText('firstname', 'Please input your first name'),
  lastname: requiredText('lastname', 'Please input your last name'),
  phone_number: requiredText('phone_number', 'Please input your phone number', 40).pipe(
    z.string().regex(PHONE_NUMBER, 'phone_number must look like (+1) 2025550123'),
  ),
  email: emailField,
});

export function contactRoutes(services: Services) {
  const { db, clock } = services;
  const routes = new Hono<AppEnv>();
  routes.post('/homepage-cta', limitPerClient(services, CLIENT_LIMITS.contact), async (c) => {
    const body = await readJson(c, contactBody);
    const id = await insertContactRequest(db, body, clock.now());
    return c.json({ id, message: 'Thank you, our team will contact you shortly' }, 201);
  });
  return routes;
}
