import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { PublishedView } from '@/flow-lab/publishedView';
import { type LabEffect, LabSession, type LabStep, type PendingCall } from './labSession';
import { type ReplayStep, whyStepDoesNotApply } from './stepApplies';

export type { ReplayStep } from './stepApplies';

const MAX_DELAYS = 1000;

/** Where a replay stopped: the first step that no longer applies (its index among the steps) and why. */
export interface ReplayStop {
  index: number;
  step: ReplayStep;
  /** Why, with the code's names. */
  reason: string;
  /** Why, in words. */
  words: string;
}

export interface TimelineEntry {
  /** Null for the machine's start. */
  step: LabStep | null;
  effects: LabEffect[];
  /** Transitions taken by the step (diagram ids). */
  transitions: string[];
  value: unknown;
  context: Record<string, unknown>;
  /** The state value of each running child flow, by its path. */
  children: Record<string, unknown>;
  /** True for a step the screen sent (a press in it, its dialog to a child flow), not the lab. */
  fromScreen?: true;
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
  /** The lab clock's time since the start, in milliseconds. */
  clockMs: number;
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
  private readonly published: PublishedView<TimelineView>;

  private constructor(
    readonly machine: AnyStateMachine,
    readonly input: unknown,
  ) {
    this.session = this.newSession();
    this.published = new PublishedView(this.makeView());
  }

  /** A session whose child flows' steps (sent by the screen's dialog) become entries of the log. */
  private newSession(): LabSession {
    const session = new LabSession(this.machine, this.input);
    session.onChildStep = (step) =>
      void this.exclusive(async () => {
        if (session !== this.session) return;
        const effects = await session.settled();
        this.entries = [
          ...this.entries.slice(0, this.cursor + 1),
          { ...this.entryFor(step, effects), fromScreen: true },
        ];
        this.cursor = this.entries.length - 1;
      });
    return session;
  }

  static async create(machine: AnyStateMachine, input: unknown): Promise<LabTimeline> {
    const timeline = new LabTimeline(machine, input);
    const effects = await timeline.session.start();
    timeline.entries = [timeline.entryFor(null, effects)];
    timeline.publish();
    return timeline;
  }

  subscribe = (listener: () => void) => this.published.subscribe(listener);
  getView = (): TimelineView => this.published.getView();

  /** The steps from the start up to the shown entry: the path a copied test replays. */
  path(): TimelineEntry[] {
    return this.entries.slice(0, this.cursor + 1);
  }

  /**
   * Takes `step`; an event the machine would not take changes nothing and is not an entry of the log.
   * A step the screen sent is marked so.
   */
  async apply(step: LabStep, { fromScreen = false }: { fromScreen?: boolean } = {}): Promise<void> {
    await this.exclusive(async () => {
      if (step.kind === 'event' && whyStepDoesNotApply(this.session, step) !== null) return;
      const effects = await this.session.apply(step);
      const entry = this.entryFor(step, effects);
      this.entries = [
        ...this.entries.slice(0, this.cursor + 1),
        fromScreen ? { ...entry, fromScreen: true } : entry,
      ];
      this.cursor = this.entries.length - 1;
    });
  }

  /**
   * Advances from delay to delay until the state changes (a countdown's end, a poll's next check),
   * recorded as one step of the whole time, at once on the lab's clock. Stops after `MAX_DELAYS` delays.
   */
  async advanceUntilStateChanges(): Promise<void> {
    await this.exclusive(async () => {
      const { ms, effects } = await this.session.advanceUntilChange(MAX_DELAYS);
      if (ms === 0) return;
      this.entries = [
        ...this.entries.slice(0, this.cursor + 1),
        this.entryFor({ kind: 'advance', ms }, effects),
      ];
      this.cursor = this.entries.length - 1;
    });
  }

  /**
   * Starts again and takes `steps` one by one, each an entry of the log: a reproduction link or a
   * state's shortest path. A `nextDelay` step waits for the next timer, whatever its length.
   * Stops at the first step that no longer applies (or with `skipStale` leaves it out and goes
   * on); returns how many were taken and, if it stopped short, which step and why.
   */
  async replay(
    steps: readonly ReplayStep[],
    { skipStale = false }: { skipStale?: boolean } = {},
  ): Promise<{ taken: number; stop: ReplayStop | null; skipped: ReplayStop[] }> {
    let taken = 0;
    let stop: ReplayStop | null = null;
    const skipped: ReplayStop[] = [];
    await this.exclusive(async () => {
      this.session.stop();
      this.session = this.newSession();
      this.entries = [this.entryFor(null, await this.session.start())];
      this.cursor = 0;
      for (const [index, wanted] of steps.entries()) {
        const refusal = whyStepDoesNotApply(this.session, wanted);
        if (refusal !== null) {
          const left = { index, step: wanted, reason: refusal.code, words: refusal.words };
          if (skipStale) {
            skipped.push(left);
            continue;
          }
          stop = left;
          break;
        }
        const step = this.concrete(wanted);
        this.entries = [...this.entries, this.entryFor(step, await this.session.apply(step))];
        this.cursor = this.entries.length - 1;
        taken++;
      }
    });
    return { taken, stop, skipped };
  }

  /** The step as the session takes it: a `nextDelay` becomes the wait until the next timer. */
  private concrete(step: ReplayStep): LabStep {
    if (step.kind !== 'nextDelay') return step;
    return { kind: 'advance', ms: this.session.untilNextDelay() ?? 0 };
  }

  async travel(index: number): Promise<void> {
    await this.exclusive(async () => {
      const replay = this.newSession();
      await replay.start();
      for (const entry of this.entries.slice(1, index + 1)) if (entry.step) await replay.apply(entry.step);
      replay.takeTransitions();
      this.session.stop();
      this.session = replay;
      this.cursor = index;
    });
  }

  /** What the reference server would say against answering `call` so (null: it could answer so). */
  objectionTo(call: PendingCall, outcome: 'resolve' | 'reject', value: unknown): string | null {
    return this.session.objectionTo(call, outcome, value);
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
      children: this.session.childValues(),
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
      clockMs: this.session.clock.now,
      busy: this.busy,
    };
  }

  private publish() {
    this.published.publish(this.makeView());
  }
}
