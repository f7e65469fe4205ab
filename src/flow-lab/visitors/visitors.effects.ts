import { fromCallback, fromPromise } from 'xstate';
import { readStoredSession, TOKEN_KEY } from '@/lib/auth/storage';
import { call } from '@/lib/http/api';
import { type StatsRequest, visitorsMachine } from './visitorsMachine';

/**
 * The Visitors layer's effects: GET /api/flow-stats with the session the site keeps in this browser
 * (the lab is served beside the site, so a staff member signs in on the site and the lab reads it),
 * and a watch on that session, which another tab's sign-in changes.
 */
export const createVisitorsLogic = () =>
  visitorsMachine.provide({
    actors: {
      fetchFlowStats: fromPromise(({ input }: { input: StatsRequest }) => {
        const { token } = readStoredSession();
        return call(
          'flowStats',
          {
            query: {
              flow: input.flow,
              ...(input.span ?? { days: input.days }),
              ...(input.path.length >= 2 ? { path: input.path.join(',') } : {}),
            },
          },
          // Its own token: a 401 here says "sign in" in the layer and signs nobody out of the site.
          { silent: true, ...(token ? { sessionToken: token } : {}) },
        );
      }),
      watchSignIn: fromCallback(({ sendBack }) => {
        const changed = (event: StorageEvent) => {
          if (event.key === TOKEN_KEY || event.key === null) sendBack({ type: 'visitors.retry' });
        };
        window.addEventListener('storage', changed);
        return () => window.removeEventListener('storage', changed);
      }),
    },
  });
