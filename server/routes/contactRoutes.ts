import { Hono } from 'hono';
import { contactRequestSchema } from '../../contract/contactRequest';
import type { AppEnv } from '../auth/sessionAuth';
import { insertContactRequest } from '../db/contactRequests';
import type { Services } from '../deps';
import { readJson } from '../http/body';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits';

export function contactRoutes(services: Services) {
  const { db, clock } = services;
  const routes = new Hono<AppEnv>();
  routes.post('/homepage-cta', limitPerClient(services, CLIENT_LIMITS.contact), async (c) => {
    const body = await readJson(c, contactRequestSchema);
    const id = await insertContactRequest(db, body, clock.now());
    return c.json({ id, message: 'Thank you, our team will contact you shortly' }, 201);
  });
  return routes;
}
