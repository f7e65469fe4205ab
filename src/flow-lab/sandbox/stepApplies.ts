import { eventWords } from '@machines/words';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { labelInWords } from '@/flow-lab/panels/plainWords';
import { callWordsInRegistry } from '@/flow-lab/panels/registryWords';
import { accepts } from './accepted';
import { guardRefusal, refusalText, refusalWords } from './guardRefusal';
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

/** Why a step cannot be taken: with the code's names, and in words for product staff. */
export interface StepRefusal {
  code: string;
  words: string;
}

const same = (text: string): StepRefusal => ({ code: text, words: text });
const callInWords = (actor: string) => `“${callWordsInRegistry(actor)?.does ?? labelInWords(actor)}”`;

/**
 * Why `step` cannot be taken in the session now, or null when it can: an event the flow (or the
 * child flow it is for) would not take, a call that is not waiting, a timer that is not set.
 */
export function whyStepDoesNotApply(session: LabSession, step: ReplayStep): StepRefusal | null {
  switch (step.kind) {
    case 'nextDelay':
      return session.untilNextDelay() === null ? same('no timer is waiting') : null;
    case 'advance':
      return null;
    case 'answer': {
      const waiting = session.pending().map((call) => call.actor);
      if (waiting.includes(step.actor)) return null;
      const list = (name: (actor: string) => string) =>
        waiting.length > 0 ? `waiting: ${waiting.map(name).join(', ')}` : 'none is';
      return {
        code: `no call to ${step.actor} is waiting (${list((actor) => actor)})`,
        words: `no call ${callInWords(step.actor)} is waiting (${list(callInWords)})`,
      };
    }
    case 'event': {
      const target: AnyActorRef | null = step.to ? childAt(session.actor, step.to) : session.actor;
      if (!target)
        return {
          code: `the child flow ${step.to} is not running`,
          words: 'the child flow it is for is not running',
        };
      const snapshot = target.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active')
        return { code: `the flow has ended (${snapshot.status})`, words: 'the flow has ended' };
      if (accepts(snapshot, step.event)) return null;
      const failed = guardRefusal(snapshot, step.event);
      const refused = failed && failed.length > 0;
      const where = whereWords(snapshot);
      const event =
        eventWords(snapshot.machine as AnyStateMachine, step.event.type) ?? labelInWords(step.event.type);
      return {
        code: `${step.event.type} is not taken where the flow is (${where}): ${refused ? refusalText(failed) : 'it has no transition for it there'}`,
        words: `“${event}” is not taken where the flow is (${where}): ${refused ? refusalWords(failed) : 'nothing there answers it'}`,
      };
    }
  }
}
