import { endpoints } from '../../contract/endpoints.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

const READY_TIMEOUT_MS = 2_000;
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * For load balancers and orchestrators: /health says the process answers (restart it when not),
 * /ready whether it can serve (route traffic to it): the database answers, takes writes, and no
 * shutdown began.
 */
export function healthRoutes(
  route: Route,
  { db, isDraining, isStarting, writability, clock }: Services,
): void {
  route(endpoints.health, (c) => c.json({ status: 'ok' }));
  route(endpoints.ready, async (c) => {
    if (isDraining?.()) return c.json({ status: 'draining', message: 'The server is shutting down' }, 503);
    if (isStarting?.()) {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ status: 'unavailable', message: 'The database is still opening' }, 503);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 2 s')), READY_TIMEOUT_MS);
    });
    try {
      const problem = await Promise.race([writability.problem(db, clock.now()), timeout]);
      if (problem) {
        c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
        return c.json({ status: 'unavailable', message: problem }, 503);
      }
      return c.json({ status: 'ready' });
    } catch {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ status: 'unavailable', message: 'The database is not answering' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
