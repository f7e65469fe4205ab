import { endpoints } from '../../contract/endpoints.ts';
import { insertContactRequest } from '../db/contactRequests.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

export function contactRoutes(route: Route, services: Services): void {
  const { db, clock } = services;
  route(endpoints.contactSales, limitPerClient(services, CLIENT_LIMITS.contact), async (c, input) => {
    const body = await input.body();
    const id = await insertContactRequest(db, body, clock.now());
    return c.json({ id, message: 'Thank you, our team will contact you shortly' }, 201);
  });
}
