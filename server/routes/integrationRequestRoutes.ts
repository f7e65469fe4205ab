import { endpoints } from '../../contract/endpoints.ts';
import { INTEGRATION_REQUEST_RECEIVED } from '../../contract/integrationRequestApi.ts';
import { insertIntegrationRequest } from '../db/integrationRequests.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

export function integrationRequestRoutes(route: Route, services: Services): void {
  const { db, clock } = services;
  route(
    endpoints.requestIntegration,
    limitPerClient(services, CLIENT_LIMITS.integrationRequest),
    async (c, input) => {
      const body = await input.body();
      const id = await insertIntegrationRequest(db, body, clock.now());
      return c.json({ id, message: INTEGRATION_REQUEST_RECEIVED }, 201);
    },
  );
}
