import { endpoints } from '../../contract/endpoints';
import { INTEGRATION_REQUEST_RECEIVED } from '../../contract/integrationRequest';
import { insertIntegrationRequest } from '../db/integrationRequests';
import type { Services } from '../deps';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits';
import type { Route } from '../http/endpointRoutes';

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
