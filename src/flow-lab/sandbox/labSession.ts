import { sessionMachine } from '@machines/session';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
} from 'xstate';
import { plainData } from '@/lib/flowLabLink/plainData';
import { transitionIdOf } from '@/lib/flowLabLink/transitionId';
import type { SessionLink } from '@/lib/http/sessionWiring';
import { accepts } from './accepted';
import { withLabFakes } from './fakes';
import { LabClock } from './labClock';
import { type AnsweredCall, serverObjection } from './serverRules';
import { reactAsTheSite } from './siteReactions';

/**
 * One thing the person did: the lab's unit of time travel and of a copied test. An event goes to
 * the machine, or with `to` to one of its child flows, named by the invoke ids from the machine
 * down, joined by `/` (the auth dialog's `signup`).
 */
export type LabStep =
  | { kind: 'event'; event: { type: string; [key: string]: unknown }; to?: string }
  | { kind: 'answer'; actor: string; outcome: 'resolve' | 'reject'; value: unknown }
  | { kind: 'advance'; ms: number };

/** What a step caused besides the new state. */
export type LabEffect =
  | { kind: 'call'; actor: string; input: unknown }
  | { kind: 'action'; name: string; params: unknown }
  | { kind: 'emitted'; event: unknown }
  /** The site's HTTP client, on a failed call, sends the session an event (a 401's sign-out). */
  | { kind: 'session'; event: string }
  /** The site's HTTP client, on a failed call, shows an error toast. */
  | { kind: 'toast'; message: string }
  /** The answer given contradicts what the reference server would say: its rule, in words. */
  | { kind: 'serverObjection'; says: string };

export interface PendingCall {
  id: number;
  actor: string;
  input: unknown;
}

interface OpenCall extends PendingCall {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export const CHILD_SEPARATOR = '/';

const isMachineActor = (ref: unknown) => {
  const logic = (ref as { logic?: unknown }).logic;
  return typeof logic === 'object' && logic !== null && 'root' in logic;
};

/** The child flow of `root` at `path` (invoke ids joined by `/`), or null when it is not running. */
export function childAt(root: AnyActorRef, path: string): AnyActorRef | null {
  let ref: AnyActorRef | undefined = root;
  for (const id of path.split(CHILD_SEPARATOR)) {
    const snapshot = ref?.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined;
    ref = snapshot?.children?.[id];
  }
  return ref ?? null;
}

/** The path of a child flow from `root`: its invoke id and its parents' ids. */
function pathOf(root: AnyActorRef, ref: AnyActorRef): string | null {
  const ids: string[] = [];
  let current: AnyActorRef | undefined = ref;
  while (current && current !== root) {
    ids.unshift(current.id);
    current = (current as { _parent?: AnyActorRef })._parent;
  }
  return current === root ? ids.join(CHILD_SEPARATOR) : null;
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
  /** Every call answered so far, at the lab clock's time: what the reference server would remember. */
  private answered: AnsweredCall[] = [];
  private taken: string[] = [];
  /** True while the lab itself sends an event: anything else sent to a child is a step of its own. */
  private sending = false;
  /** Told of an event sent to a child flow from outside the lab (the screen's dialog, a card in it). */
  onChildStep: ((step: LabStep) => void) | null = null;

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
        if (event.type === '@xstate.event') this.noticeChildEvent(event);
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

  /** The state value of every running child flow, by its path (`signup`, `signup/inner`). */
  childValues(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    const visit = (ref: AnyActorRef, prefix: string) => {
      const snapshot = ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
      for (const [id, child] of Object.entries(snapshot.children ?? {})) {
        if (!child || !isMachineActor(child)) continue;
        const path = `${prefix}${id}`;
        values[path] = plainData((child.getSnapshot() as AnyMachineSnapshot).value);
        visit(child, `${path}${CHILD_SEPARATOR}`);
      }
    };
    visit(this.actor, '');
    return values;
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
        const target = step.to ? childAt(this.actor, step.to) : this.actor;
        if (!target) throw new Error(`No child flow ${step.to} is running`);
        this.sending = true;
        try {
          target.send(step.event);
        } finally {
          this.sending = false;
        }
        break;
      }
      case 'advance':
        this.clock.advance(step.ms);
        break;
      case 'answer': {
        const call = this.calls.find((candidate) => candidate.actor === step.actor);
        if (!call) throw new Error(`No call to ${step.actor} is waiting`);
        this.calls = this.calls.filter((candidate) => candidate !== call);
        const objection = this.objectionTo(call, step.outcome, step.value);
        if (objection) this.effects.push({ kind: 'serverObjection', says: objection });
        this.answered.push({
          actor: call.actor,
          input: call.input,
          outcome: step.outcome,
          value: step.value,
          atMs: this.clock.now,
        });
        if (step.outcome === 'resolve') call.resolve(step.value);
        else {
          // As on the site, the HTTP client reacts before the flow hears of the failure.
          reactAsTheSite(call.actor, call.input, step.value, this.siteSession(), (message) =>
            this.effects.push({ kind: 'toast', message }),
          );
          call.reject(step.value);
        }
        break;
      }
    }
    await settle();
    return this.takeEffects();
  }

  send(event: { type: string; [key: string]: unknown }) {
    return this.apply({ kind: 'event', event });
  }

  /** Sends `event` to the child flow at `to` (invoke ids joined by `/`). */
  sendTo(to: string, event: { type: string; [key: string]: unknown }) {
    return this.apply({ kind: 'event', event, to });
  }

  /** Lets what a step outside the lab started run to its end; returns what it caused. */
  async settled(): Promise<LabEffect[]> {
    await settle();
    return this.takeEffects();
  }

  /**
   * An event sent from outside to a child machine (no sender, not XState's own): the screen's
   * dialog drives its inner flows directly, and each such event is a step the lab records.
   */
  private noticeChildEvent(event: InspectionEvent & { type: '@xstate.event' }) {
    const type = (event.event as { type?: unknown }).type;
    if (this.sending || event.sourceRef !== undefined || event.actorRef === this.actor) return;
    if (typeof type !== 'string' || type.startsWith('xstate.') || !isMachineActor(event.actorRef)) return;
    const target = event.actorRef as AnyActorRef;
    const to = pathOf(this.actor, target);
    // Seen before the child takes it: an event it would not take changes nothing and is no step.
    if (to === null || !accepts(target.getSnapshot() as AnyMachineSnapshot, event.event as { type: string }))
      return;
    const sent = plainData(event.event) as { type: string; [key: string]: unknown };
    this.onChildStep?.({ kind: 'event', event: sent, to });
  }

  /**
   * What the reference server would say against answering `call` so, given the calls answered
   * before (src/flow-lab/sandbox/serverRules.ts); null when it could answer so.
   */
  objectionTo(call: PendingCall, outcome: 'resolve' | 'reject', value: unknown): string | null {
    return serverObjection(this.answered, call, { outcome, value }, this.clock.now);
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

  /**
   * Runs the clock from timer to timer until the state value changes (a countdown's end), at most
   * `limit` timers. The timers fire at once, one after another, with no real wait between them.
   * Returns the time moved on and what it caused.
   */
  async advanceUntilChange(limit: number): Promise<{ ms: number; effects: LabEffect[] }> {
    const before = JSON.stringify(this.value());
    let ms = 0;
    for (let count = 0; count < limit; count++) {
      const next = this.clock.untilNext();
      if (next === null) break;
      this.clock.advance(next);
      ms += next;
      if (JSON.stringify(this.value()) !== before) break;
    }
    await settle();
    return { ms, effects: this.takeEffects() };
  }

  stop(): void {
    this.actor.stop();
  }

  /**
   * The session the site's HTTP client reaches: the lab's own actor when the lab runs the session
   * flow, else a visitor signed out (the lab runs one flow), whose sign-out is noted all the same.
   */
  private siteSession(): SessionLink {
    const own = this.machine.id === sessionMachine.id;
    return {
      getSnapshot: () => (own ? this.snapshot() : { context: { token: null } }),
      send: (event) => {
        this.effects.push({ kind: 'session', event: event.type });
        if (own) this.actor.send(event);
      },
    };
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
