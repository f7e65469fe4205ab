import { callWords, eventWords, guardWords } from '@machines/words';
import type { AnyStateMachine } from 'xstate';
import { nameInWords } from '@/flow-lab/panels/plainWords';
import type { GuardTree } from './guardTree';

/**
 * The chart's words for people who do not read code: a state's title, what makes an arrow happen and
 * when it may, all read from the machine's own words (`description`, `meta.words`).
 */

/** Words that keep their capital inside a sentence. */
const PROPER = new Set(['Google', "Google's", 'Aden', 'ARP', 'ROI', 'Book', 'Send', 'Continue']);

/** "An e-mail address has been typed" -> "an e-mail address has been typed". */
export function inSentence(words: string): string {
  const first = words.split(' ')[0] ?? '';
  return PROPER.has(first) ? words : words.charAt(0).toLowerCase() + words.slice(1);
}

/**
 * A state's title, its description's short form: up to the first semicolon, and up to a colon that
 * follows a phrase of three words or more ("Choosing where to begin: …"; "Step 1: …" stays whole).
 */
export function stateTitle(description: string | undefined, key: string): string {
  const clause = description?.split(';')[0]?.trim() ?? '';
  const [head = '', ...rest] = clause.split(': ');
  const short = rest.length > 0 && head.split(' ').length >= 3 ? head : clause;
  return short || key;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "After 60 seconds", "After 2.5 seconds", "After 1 hour", read from the delay's value. */
export function delayWords(machine: AnyStateMachine, delay: string): string {
  const given = machine.implementations.delays[delay];
  const ms = typeof given === 'number' ? given : Number(delay);
  if (!Number.isFinite(ms)) return 'After a while';
  if (ms % 3_600_000 === 0) return `After ${plural(ms / 3_600_000, 'hour')}`;
  if (ms % 60_000 === 0 && ms >= 60_000) return `After ${plural(ms / 60_000, 'minute')}`;
  if (ms >= 1000) return `After ${plural(ms / 1000, 'second')}`;
  return `After ${ms} ms`;
}

/** The condition of a guard, to follow "only when": "an e-mail address has been typed and …". */
export function guardPhrase(machine: AnyStateMachine, tree: GuardTree): string {
  switch (tree.kind) {
    case 'named':
      return inSentence(guardWords(machine, tree.name) ?? tree.name);
    case 'and':
    case 'or':
      return tree.parts.map((part) => guardPhrase(machine, part)).join(` ${tree.kind} `);
    case 'not':
      return `it is not so that ${guardPhrase(machine, tree.part)}`;
    case 'in':
      return `the flow is also in ${tree.state}`;
    case 'inline':
      return 'a condition written in the code holds';
  }
}

/** The guard as a line under the trigger: "only when …", "unless …". */
export function guardSentence(machine: AnyStateMachine, tree: GuardTree): string {
  if (tree.kind === 'not') return `unless ${guardPhrase(machine, tree.part)}`;
  return `only when ${guardPhrase(machine, tree)}`;
}

/** What makes a transition happen, as the graph tells it apart. */
export type TransitionTrigger =
  | { kind: 'event'; eventType: string }
  | { kind: 'delay'; delay: string }
  | { kind: 'always' }
  | { kind: 'actorDone'; actor: string }
  | { kind: 'actorError'; actor: string }
  | { kind: 'stateDone' };

export function triggerWords(machine: AnyStateMachine, trigger: TransitionTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return eventWords(machine, trigger.eventType) ?? trigger.eventType;
    case 'delay':
      return delayWords(machine, trigger.delay);
    case 'always':
      return 'Straight away';
    case 'actorDone':
      return callWords(machine, trigger.actor)?.done ?? `The call “${nameInWords(trigger.actor)}” succeeds`;
    case 'actorError':
      return callWords(machine, trigger.actor)?.error ?? `The call “${nameInWords(trigger.actor)}” fails`;
    case 'stateDone':
      return 'Once every part of it has finished';
  }
}

/** What a state does while the flow is in it: "While here: asks the server to …". */
export function invokeWords(machine: AnyStateMachine, src: string): string {
  const does = callWords(machine, src)?.does;
  return does ? `While here: ${inSentence(does)}` : `While here: runs “${nameInWords(src)}”`;
}

/** The one-line legend drawn with every chart. */
export const LEGEND: readonly { mark: string; says: string }[] = [
  { mark: '●→', says: 'starts here' },
  { mark: '→', says: 'what moves it, "only when…"' },
  { mark: '- - →', says: 'straight away' },
  { mark: '"After…"', says: 'a timer' },
  { mark: '"While here"', says: 'a call runs, its answer moves on' },
  { mark: 'dashed box', says: 'runs alongside' },
  { mark: 'double border', says: 'the end' },
];
