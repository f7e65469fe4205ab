import type { z } from 'zod';
import type { outboxAnswerSchema } from '../../contract/answers';
import { endpoints } from '../../contract/endpoints';
import type { Services } from '../deps';
import type { Route } from '../http/endpointRoutes';

/** One address's codes "sent" locally, newest first; a development-only endpoint, so not served in production. */
export function devOutboxRoutes(route: Route, { outbox }: Services): void {
  route(endpoints.devOutbox, (c, input) => {
    const { email } = input.query;
    return c.json({ messages: outbox.list(email) } satisfies z.input<typeof outboxAnswerSchema>);
  });
}
