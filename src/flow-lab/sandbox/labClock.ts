import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Timer {
  id: number;
  due: number;
  fire: () => void;
}

/**
 * The machines' clock in the lab: time stands still until the person advances it, so a 60-second
 * countdown ends in one click. Timers due at the same moment fire in the order they were set.
 */
export class LabClock implements Clock {
  private timers: Timer[] = [];
  private nextId = 1;
  now = 0;

  setTimeout(fire: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.push({ id, due: this.now + Math.max(0, timeout), fire });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  }

  /** Milliseconds until the next timer fires, or null when none is set. */
  untilNext(): number | null {
    if (this.timers.length === 0) return null;
    return Math.min(...this.timers.map((timer) => timer.due)) - this.now;
  }

  /** Moves time on by `ms`, firing every timer due on the way (those set while firing too). */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.due <= end);
      if (due.length === 0) break;
      const first = due.reduce((earliest, timer) => (timer.due < earliest.due ? timer : earliest));
      this.timers = this.timers.filter((timer) => timer !== first);
      this.now = first.due;
      first.fire();
    }
    this.now = end;
  }
}
