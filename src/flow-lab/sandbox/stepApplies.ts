import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { accepts } from './accepted';
import { guardRefusal, refusalText } from './guardRefusal';
import { childAt, type LabSession, type LabStep } from './labSession';
import { stateSentences } from './stateSentences';

/** A step to replay: one of the lab's, or "until the next timer fires" (a path's delayed transition). */
export type ReplayStep = LabStep | { kind: 'nextDelay' };

/** Where a machine is, in the words of its innermost states. */
function whereWords(snapshot: AnyMachineSnapshot): string {
  const { shared, branches } = stateSentences(snapshot.machine as AnyStateMachine, snapshot.value);
  const leaves = branches.length > 0 ? branches.map((branch) => branch.at(-1)) : [shared.at(-1)];
  return leaves.filter(Boolean).join('; ') || JSON.stringify(snapshot.value);
}

/**
 * Why `step` cannot be taken in the session now, in words, or null when it can: an event the flow
 * (or the child flow it is for) would not take, a call that is not waiting, a timer that is not set.
 */
export function whyStepDoesNotApply(session: LabSession, step: ReplayStep): string | null {
  switch (step.kind) {
    case 'nextDelay':
      return session.untilNextDelay() === null ? 'no timer is waiting' : null;
    case 'advance':
      return null;
    case 'answer': {
      const waiting = session.pending().map((call) => call.actor);
      if (waiting.includes(step.actor)) return null;
      return `no call to ${step.actor} is waiting (${waiting.length > 0 ? `waiting: ${waiting.join(', ')}` : 'none is'})`;
    }
    case 'event': {
      const target: AnyActorRef | null = step.to ? childAt(session.actor, step.to) : session.actor;
      if (!target) return `the child flow ${step.to} is not running`;
      const snapshot = target.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active') return `the flow has ended (${snapshot.status})`;
      if (accepts(snapshot, step.event)) return null;
      const failed = guardRefusal(snapshot, step.event);
      const why = failed && failed.length > 0 ? refusalText(failed) : 'it has no transition for it there';
      return `${step.event.type} is not taken where the flow is (${whereWords(snapshot)}): ${why}`;
    }
  }
}
