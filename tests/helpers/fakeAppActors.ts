import { type MockInstance, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { StoredSession } from '../../contract/auth';
import { authDialogMachine } from '../../machines/authDialog';
import { buildUpdateMachine } from '../../machines/buildUpdate';
import { type ConsentInput, consentMachine } from '../../machines/consent';
import { contactMachine } from '../../machines/contact';
import { demoDialogMachine } from '../../machines/demoDialog';
import { loadingBarMachine } from '../../machines/loadingBar';
import { sessionMachine } from '../../machines/session';
import type { AppActors } from '../../src/lib/appActors';

type EventLog = MockInstance<(event: { type: string }) => void>;

/**
 * The app-wide actors for a component test: the real machines with fake effects (machine.provide),
 * started, and a log of the events each one received. A test passes them to <AppActorsProvider>.
 * Consent is not required unless a test says so (every category granted), as in the suite's builds.
 */
export function fakeAppActors({
  session = { token: null, user: null },
  consent = { required: false, policyVersion: 'test' },
}: {
  session?: StoredSession;
  consent?: ConsentInput;
} = {}) {
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
    discoveryCall: createActor(demoDialogMachine),
    loadingBar: createActor(loadingBarMachine),
    buildUpdate: createActor(buildUpdateMachine, { input: { currentBuildId: 'test-build' } }),
    consent: createActor(consentMachine, { input: consent }),
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
