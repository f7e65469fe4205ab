import { Hono } from 'hono';
import type { AppEnv } from '../auth/session';
import type { Services } from '../deps';
import { ApiError } from '../http/errors';

/** GET /api/dev/outbox?email=: one address's codes "sent" locally, newest first. Not mounted in production. */
export function devOutboxRoutes({ outbox }: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/outbox', (c) => {
    const email = c.req.query('email')?.trim();
    if (!email) throw new ApiError(400, 'Name one address: /api/dev/outbox?email=you@example.com');
    return c.json({ messages: outbox.list(email) });
  });
  return routes;
}
