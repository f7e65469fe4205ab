import { type MockInstance, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { StoredSession } from '../../contract/auth';
import { authDialogMachine } from '../../machines/authDialog';
import { buildUpdateMachine } from '../../machines/buildUpdate';
import { contactMachine } from '../../machines/contact';
import { demoDialogMachine } from '../../machines/demoDialog';
import { loadingBarMachine } from '../../machines/loadingBar';
import { sessionMachine } from '../../machines/session';
import type { AppActors } from '../../src/lib/appActors';

type EventLog = MockInstance<(event: { type: string }) => void>;

/**
 * The app-wide actors for a component test: the real machines with fake effects (machine.provide),
 * started, and a log of the events each one received. A test passes them to <AppActorsProvider>.
 */
export function fakeAppActors({ session = { token: null, user: null } }: { session?: StoredSession } = {}) {
  const actors: AppActors = {
    session: createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise(async () => session),
          fetchProfile: fromPromise(async () => {
            if (!session.user) throw new Error('No profile in this test');
            return session.user;
          }),
        },
      }),
    ),
    authDialog: createActor(authDialogMachine, { input: { googleConfigured: false } }),
    contact: createActor(contactMachine),
    demoDialog: createActor(demoDialogMachine),
    loadingBar: createActor(loadingBarMachine),
    buildUpdate: createActor(buildUpdateMachine, { input: { currentBuildId: 'test-build' } }),
  };
  const sent = Object.fromEntries(
    Object.entries(actors).map(([name, actor]) => [name, vi.spyOn(actor as AnyActorRef, 'send')]),
  ) as unknown as Record<keyof AppActors, EventLog>;
  for (const actor of Object.values(actors)) actor.start();
  return { actors, sent };
}

export type FakeAppActors = ReturnType<typeof fakeAppActors>;

/** Resolves once the session has read its (fake) storage: signed in or out. */
export const sessionRestored = ({ actors }: FakeAppActors) =>
  waitFor(actors.session, (snapshot) => !snapshot.matches('restoring'));

/** The events of one type an actor received, in order. */
export const eventsOf = (log: EventLog, type: string) =>
  log.mock.calls.map(([event]) => event).filter((event) => event.type === type);
