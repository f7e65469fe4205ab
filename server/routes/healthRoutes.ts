import { Hono } from 'hono';
import type { AppEnv } from '../auth/sessionAuth';
import type { Services } from '../deps';

const READY_TIMEOUT_MS = 2_000;
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * For load balancers and orchestrators: /health says the process answers (restart it when not),
 * /ready whether it can serve (route traffic to it): the database answers and no shutdown began.
 */
export function healthRoutes({ db, isDraining }: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ status: 'ok' }));
  routes.get('/ready', async (c) => {
    if (isDraining?.()) return c.json({ status: 'draining', message: 'The server is shutting down' }, 503);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 2 s')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timeout]);
      return c.json({ status: 'ready' });
    } catch {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ status: 'unavailable', message: 'The database is not answering' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return routes;
}
