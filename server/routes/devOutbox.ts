import { Hono } from 'hono';
import type { AppEnv } from '../auth/session';
import type { Services } from '../deps';

/** GET /api/dev/outbox?email=: the codes "sent" locally, newest first. Not mounted in production. */
export function devOutboxRoutes({ outbox }: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/outbox', (c) => c.json({ messages: outbox.list(c.req.query('email')) }));
  return routes;
}
