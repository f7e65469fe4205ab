import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
} from 'xstate';
import { transitionIdOf } from '@/flow-lab/graph/transitionId';
import { withLabFakes } from './fakes';
import { LabClock } from './labClock';
import { plainData } from './plainData';

/** One thing the person did: the lab's unit of time travel and of a copied test. */
export type LabStep =
  /** `child`: sent to that invoked flow of the machine (the auth dialog's sign-up), not to the machine. */
  | { kind: 'event'; event: { type: string; [key: string]: unknown }; child?: string }
  | { kind: 'answer'; actor: string; outcome: 'resolve' | 'reject'; value: unknown }
  | { kind: 'advance'; ms: number };

/** What a step caused besides the new state. */
export type LabEffect =
  | { kind: 'call'; actor: string; input: unknown }
  | { kind: 'action'; name: string; params: unknown }
  | { kind: 'emitted'; event: unknown };

export interface PendingCall {
  id: number;
  actor: string;
  input: unknown;
}

interface OpenCall extends PendingCall {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Lets promise callbacks and the events they send run to completion. */
const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A machine running on the lab's clock with every call and action faked: the driver behind the
 * lab's sandbox and behind the tests it copies. Each method returns once the machine is still.
 */
export class LabSession {
  readonly actor: AnyActorRef;
  readonly clock = new LabClock();
  private calls: OpenCall[] = [];
  private nextCallId = 1;
  private effects: LabEffect[] = [];
  private taken: string[] = [];

  constructor(
    readonly machine: AnyStateMachine,
    readonly input: unknown,
  ) {
    const faked = withLabFakes(machine, {
      called: (actor, callInput, answer) => {
        this.calls.push({ id: this.nextCallId++, actor, input: callInput, ...answer });
        this.effects.push({ kind: 'call', actor, input: plainData(callInput) });
      },
      acted: (name, params) => this.effects.push({ kind: 'action', name, params: plainData(params) }),
    });
    this.actor = createActor(faked, {
      input,
      clock: this.clock,
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.microstep' && event.actorRef === this.actor)
          this.taken.push(...event._transitions.map(transitionIdOf));
      },
    } as never);
    this.actor.on('*', (event: unknown) => this.effects.push({ kind: 'emitted', event: plainData(event) }));
    // A machine that fails shows it in its snapshot (status "error"); nothing is thrown at the lab.
    this.actor.subscribe({ error: () => undefined });
  }

  /** Starts the machine; returns what starting it caused. */
  async start(): Promise<LabEffect[]> {
    this.actor.start();
    await settle();
    return this.takeEffects();
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  value(): unknown {
    return this.snapshot().value;
  }

  context(): Record<string, unknown> {
    return plainData(this.snapshot().context) as Record<string, unknown>;
  }

  pending(): PendingCall[] {
    return this.calls.map(({ id, actor, input }) => ({ id, actor, input }));
  }

  /** The invoked flow of that id, while it runs. */
  childFlow(id: string): AnyActorRef | undefined {
    return (this.snapshot().children as Record<string, AnyActorRef | undefined>)[id];
  }

  /** Milliseconds until the next delayed transition, or null when none waits. */
  untilNextDelay(): number | null {
    return this.clock.untilNext();
  }

  async apply(step: LabStep): Promise<LabEffect[]> {
    switch (step.kind) {
      case 'event': {
        const target = step.child ? this.childFlow(step.child) : this.actor;
        if (!target) throw new Error(`No child flow ${step.child} is running`);
        target.send(step.event);
        break;
      }
      case 'advance':
        this.clock.advance(step.ms);
        break;
      case 'answer': {
        const call = this.calls.find((candidate) => candidate.actor === step.actor);
        if (!call) throw new Error(`No call to ${step.actor} is waiting`);
        this.calls = this.calls.filter((candidate) => candidate !== call);
        if (step.outcome === 'resolve') call.resolve(step.value);
        else call.reject(step.value);
        break;
      }
    }
    await settle();
    return this.takeEffects();
  }

  send(event: { type: string; [key: string]: unknown }) {
    return this.apply({ kind: 'event', event });
  }

  /** Answers the oldest waiting call of `actor` with a value. */
  resolve(actor: string, value: unknown) {
    return this.apply({ kind: 'answer', actor, outcome: 'resolve', value });
  }

  /** Answers the oldest waiting call of `actor` with an error. */
  reject(actor: string, value: unknown) {
    return this.apply({ kind: 'answer', actor, outcome: 'reject', value });
  }

  advance(ms: number) {
    return this.apply({ kind: 'advance', ms });
  }

  stop(): void {
    this.actor.stop();
  }

  private takeEffects(): LabEffect[] {
    return this.effects.splice(0);
  }

  /** The transitions taken since the last call (ids as in the diagram's graph). */
  takeTransitions(): string[] {
    return this.taken.splice(0);
  }
}

/** Starts a lab session of `machine` (the form the copied tests use). */
export async function startLabSession(machine: AnyStateMachine, input?: unknown): Promise<LabSession> {
  const session = new LabSession(machine, input);
  await session.start();
  return session;
}
