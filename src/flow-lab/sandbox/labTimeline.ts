import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { type LabEffect, LabSession, type LabStep, type PendingCall } from './labSession';

const MAX_DELAYS = 1000;

/** A step to replay: one of the lab's, or "until the next timer fires" (a path's delayed transition). */
export type ReplayStep = LabStep | { kind: 'nextDelay' };

export interface TimelineEntry {
  /** Null for the machine's start. */
  step: LabStep | null;
  effects: LabEffect[];
  /** Transitions taken by the step (diagram ids). */
  transitions: string[];
  value: unknown;
  context: Record<string, unknown>;
}

export interface TimelineView {
  entries: readonly TimelineEntry[];
  /** The entry whose snapshot is shown; later ones are greyed until a new step replaces them. */
  cursor: number;
  snapshot: AnyMachineSnapshot;
  /** The running actor (a new one after each travel or replay). */
  actor: AnyActorRef;
  pending: PendingCall[];
  untilNextDelay: number | null;
  busy: boolean;
}

/**
 * The sandbox's history: every step with its result. Going back to an entry replays the steps up
 * to it on a fresh machine (the fakes make that exact), so any earlier snapshot comes back whole.
 */
export class LabTimeline {
  private session: LabSession;
  private entries: TimelineEntry[] = [];
  private cursor = 0;
  private busy = false;
  /** Steps asked for while another runs wait their turn (a screen's presses come in quick succession). */
  private queue: Promise<void> = Promise.resolve();
  private view: TimelineView;
  private listeners = new Set<() => void>();

  private constructor(
    readonly machine: AnyStateMachine,
    readonly input: unknown,
  ) {
    this.session = new LabSession(machine, input);
    this.view = this.makeView();
  }

  static async create(machine: AnyStateMachine, input: unknown): Promise<LabTimeline> {
    const timeline = new LabTimeline(machine, input);
    const effects = await timeline.session.start();
    timeline.entries = [timeline.entryFor(null, effects)];
    timeline.publish();
    return timeline;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): TimelineView => this.view;

  /** The steps from the start up to the shown entry: the path a copied test replays. */
  path(): TimelineEntry[] {
    return this.entries.slice(0, this.cursor + 1);
  }

  async apply(step: LabStep): Promise<void> {
    await this.exclusive(async () => {
      const effects = await this.session.apply(step);
      this.entries = [...this.entries.slice(0, this.cursor + 1), this.entryFor(step, effects)];
      this.cursor = this.entries.length - 1;
    });
  }

  /**
   * Advances from delay to delay until the state changes (a countdown's end, a poll's next check),
   * recorded as one step of the whole time. Stops after `MAX_DELAYS` delays.
   */
  async advanceUntilStateChanges(): Promise<void> {
    await this.exclusive(async () => {
      const before = JSON.stringify(this.session.value());
      const effects: LabEffect[] = [];
      let elapsed = 0;
      for (let count = 0; count < MAX_DELAYS; count++) {
        const next = this.session.untilNextDelay();
        if (next === null) break;
        effects.push(...(await this.session.apply({ kind: 'advance', ms: next })));
        elapsed += next;
        if (JSON.stringify(this.session.value()) !== before) break;
      }
      if (elapsed === 0) return;
      this.entries = [
        ...this.entries.slice(0, this.cursor + 1),
        this.entryFor({ kind: 'advance', ms: elapsed }, effects),
      ];
      this.cursor = this.entries.length - 1;
    });
  }

  /**
   * Starts again and takes `steps` one by one, each an entry of the log: a reproduction link or a
   * state's shortest path. A `nextDelay` step waits for the next timer, whatever its length.
   * Stops at the first step that cannot be taken (a call that is not waiting); returns how many were.
   */
  async replay(steps: readonly ReplayStep[]): Promise<number> {
    let taken = 0;
    await this.exclusive(async () => {
      this.session.stop();
      this.session = new LabSession(this.machine, this.input);
      this.entries = [this.entryFor(null, await this.session.start())];
      this.cursor = 0;
      for (const wanted of steps) {
        const step = this.concrete(wanted);
        if (!step) break;
        this.entries = [...this.entries, this.entryFor(step, await this.session.apply(step))];
        this.cursor = this.entries.length - 1;
        taken++;
      }
    });
    return taken;
  }

  /** The step as the session takes it, or null when it cannot be taken now. */
  private concrete(step: ReplayStep): LabStep | null {
    if (step.kind === 'nextDelay') {
      const ms = this.session.untilNextDelay();
      return ms === null ? null : { kind: 'advance', ms };
    }
    if (step.kind === 'answer' && !this.session.pending().some((call) => call.actor === step.actor))
      return null;
    if (step.kind === 'event' && step.child && !this.session.childFlow(step.child)) return null;
    return step;
  }

  async travel(index: number): Promise<void> {
    await this.exclusive(async () => {
      const replay = new LabSession(this.machine, this.input);
      await replay.start();
      for (const entry of this.entries.slice(1, index + 1)) if (entry.step) await replay.apply(entry.step);
      replay.takeTransitions();
      this.session.stop();
      this.session = replay;
      this.cursor = index;
    });
  }

  stop(): void {
    this.session.stop();
  }

  private entryFor(step: LabStep | null, effects: LabEffect[]): TimelineEntry {
    return {
      step,
      effects,
      transitions: this.session.takeTransitions(),
      value: this.session.value(),
      context: this.session.context(),
    };
  }

  private exclusive(work: () => Promise<void>): Promise<void> {
    const run = async () => {
      this.busy = true;
      this.publish();
      try {
        await work();
      } finally {
        this.busy = false;
        this.publish();
      }
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  private makeView(): TimelineView {
    return {
      entries: this.entries,
      cursor: this.cursor,
      snapshot: this.session.snapshot(),
      actor: this.session.actor,
      pending: this.session.pending(),
      untilNextDelay: this.session.untilNextDelay(),
      busy: this.busy,
    };
  }

  private publish() {
    this.view = this.makeView();
    for (const listener of this.listeners) listener();
  }
}
