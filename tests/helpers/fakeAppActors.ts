import { type MockInstance, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type InputFrom, waitFor } from 'xstate';
import type { StoredSession } from '../../contract/auth';
import type { ConsentInput } from '../../machines/consent';
import { type AppFlowName, type AppFlows, appFlows } from '../../src/app/appFlows';
import type { AppActors } from '../../src/lib/state/appActors';

type EventLog = MockInstance<(event: { type: string }) => void>;

/** The inputs of the registry's machines that take one, as a test's page would give them. */
const fakeInputs: { [Name in AppFlowName]?: InputFrom<AppFlows[Name]['machine']> } = {
  authDialog: { googleConfigured: false },
  buildUpdate: { currentBuildId: 'test-build' },
  routeMiddleware: { origin: 'http://localhost:3000' },
};

/**
 * The app-wide actors for a component test, one per row of the registry (src/app/appFlows.ts): each
 * row's machine without its effects (an effect not provided throws, an action does nothing), the
 * session's with a fake storage, started, and a log of the events each one received. A test passes
 * them to <AppActorsProvider>. Consent is not required unless a test says so (every category granted),
 * as in the suite's builds.
 */
export function fakeAppActors({
  session = { token: null, user: null },
  consent = { required: false, policyVersion: 'test' },
}: {
  session?: StoredSession;
  consent?: ConsentInput;
} = {}) {
  const inputs: typeof fakeInputs = { ...fakeInputs, consent };
  const created: Partial<Record<AppFlowName, AnyActorRef>> = Object.fromEntries(
    (Object.keys(appFlows) as AppFlowName[]).map((name) => [
      name,
      createActor(appFlows[name].machine, { input: inputs[name] } as never),
    ]),
  );
  created.session = createActor(
    appFlows.session.machine.provide({
      actors: {
        restoreSession: fromPromise(async () => session),
        fetchProfile: fromPromise(async () => {
          if (!session.user) throw new Error('No profile in this test');
          return session.user;
        }),
      },
    }),
  );
  const actors = created as AppActors;
  const sent = Object.fromEntries(
    Object.entries(created).map(([name, actor]) => [name, vi.spyOn(actor, 'send')]),
  ) as unknown as Record<AppFlowName, EventLog>;
  for (const actor of Object.values(created)) actor.start();
  return { actors, sent };
}

export type FakeAppActors = ReturnType<typeof fakeAppActors>;

/** Resolves once the session has read its (fake) storage: signed in or out. */
export const sessionRestored = ({ actors }: FakeAppActors) =>
  waitFor(actors.session, (snapshot) => !snapshot.matches('restoring'));

/** The events of one type an actor received, in order. */
export const eventsOf = (log: EventLog, type: string) =>
  log.mock.calls.map(([event]) => event).filter((event) => event.type === type);
