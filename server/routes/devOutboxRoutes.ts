import { Hono } from 'hono';
import type { z } from 'zod';
import { type outboxAnswerSchema, outboxQuerySchema } from '../../contract/answers';
import type { AppEnv } from '../auth/sessionAuth';
import type { Services } from '../deps';
import { readQuery } from '../http/body';

/** GET /api/dev/outbox?email=: one address's codes "sent" locally, newest first. Not mounted in production. */
export function devOutboxRoutes({ outbox }: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/outbox', (c) => {
    const { email } = readQuery(c, outboxQuerySchema);
    return c.json({ messages: outbox.list(email) } satisfies z.input<typeof outboxAnswerSchema>);
  });
  return routes;
}
