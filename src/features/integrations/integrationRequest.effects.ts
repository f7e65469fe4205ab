import type { IntegrationRequest } from '@contract/integrationRequestApi';
import { integrationRequestMachine } from '@machines/integrationRequest';
import { fromPromise } from 'xstate';
import { requestIntegration } from '@/lib/http/api';

/** "Ask for this integration" with its real call: POST {api}/integration-requests. */
export const createIntegrationRequestLogic = () =>
  integrationRequestMachine.provide({
    actors: {
      sendIntegrationRequest: fromPromise<unknown, IntegrationRequest>(({ input }) =>
        requestIntegration(input),
      ),
    },
  });
