import type { z } from 'zod';
import type { outboxAnswerSchema } from '../../contract/answers.ts';
import { endpoints } from '../../contract/endpoints.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

/** One address's codes "sent" locally, newest first; a development-only endpoint, so not served in production. */
export function devOutboxRoutes(route: Route, { outbox }: Services): void {
  route(endpoints.devOutbox, (c, input) => {
    const { email } = input.query;
    return c.json({ messages: outbox.list(email) } satisfies z.input<typeof outboxAnswerSchema>);
  });
}
