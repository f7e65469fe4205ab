import { cutText } from '@/flow-lab/cutText';
import type { LabStep } from '@/flow-lab/sandbox/labSession';

/**
 * A reproduction link: the lab's address holds the machine and the steps taken, so opening it
 * replays to the same state. Steps are joined by `~`, each written as a person would read it:
 *
 * - an event: its type, then its payload as JSON when it has one: `signup.code.send{"email":"a@b.co"}`;
 *   one for a child flow starts with the child's path: `signup/signup.code.send{"email":"a@b.co"}`
 * - an answered call: `resolve:sendVerifyCode={}` or `reject:checkVerifyCode={"message":"Wrong code"}`
 *   (any JSON after `=`: `resolve:readStoredChoice=null`)
 * - time moved on: `wait:60000` (milliseconds)
 */
export const LAB_PATH = '/flows';
const SEPARATOR = '~';

function stepText(step: LabStep): string {
  switch (step.kind) {
    case 'event': {
      const { type, ...payload } = step.event;
      const to = step.to ? `${step.to}/` : '';
      return Object.keys(payload).length > 0 ? `${to}${type}${JSON.stringify(payload)}` : `${to}${type}`;
    }
    case 'answer':
      return `${step.outcome}:${step.actor}${step.value === undefined ? '' : `=${JSON.stringify(step.value)}`}`;
    case 'advance':
      return `wait:${step.ms}`;
  }
}

/** Splits on `~` outside JSON strings (a payload may hold one). */
function splitSteps(text: string): string[] {
  let inString = false;
  let escaped = false;
  return cutText(text, (char) => {
    if (escaped) {
      escaped = false;
      return false;
    }
    if (inString && char === '\\') {
      escaped = true;
      return false;
    }
    if (char === '"') inString = !inString;
    return char === SEPARATOR && !inString;
  }).filter(Boolean);
}

/** JSON text as a value; undefined for none, null when it is not JSON. */
function jsonOf(text: string): { value: unknown } | null {
  if (text === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** A step written by `stepText`, or null when the text is not one. */
function parseStep(text: string): LabStep | null {
  const wait = /^wait:(\d+)$/.exec(text);
  if (wait) return { kind: 'advance', ms: Number(wait[1]) };
  const answer = /^(resolve|reject):([\w.-]+)(?:=(.*))?$/s.exec(text);
  if (answer) {
    const value = jsonOf(answer[3] ?? '');
    return (
      value && {
        kind: 'answer',
        outcome: answer[1] as 'resolve' | 'reject',
        actor: answer[2] as string,
        ...value,
      }
    );
  }
  const event = /^(?:([\w-]+(?:\/[\w-]+)*)\/)?([\w.-]+)(\{.*)?$/s.exec(text);
  const payload = event && jsonOf(event[3] ?? '');
  if (!event || !payload) return null;
  const fields = typeof payload.value === 'object' && payload.value !== null ? payload.value : {};
  const sent = { kind: 'event', event: { ...fields, type: event[2] as string } } as const;
  return event[1] ? { ...sent, to: event[1] } : sent;
}

// Kept as written: the characters of JSON that an address may hold, so the link stays readable.
const READABLE = /%(7B|7D|3A|2C|5B|5D|40|3D|2F)/gi;

/** The lab's address for `machineId` after `steps`. */
export function reproLink(machineId: string, steps: readonly LabStep[]): string {
  const base = `${LAB_PATH}/${encodeURIComponent(machineId)}`;
  if (steps.length === 0) return base;
  const path = encodeURIComponent(steps.map(stepText).join(SEPARATOR)).replace(READABLE, (code) =>
    decodeURIComponent(code),
  );
  return `${base}?path=${path}`;
}

/** What an address names: the machine, the steps, and the first step that could not be read. */
export interface ReadLink {
  machineId: string;
  steps: LabStep[];
  /** The first step's text that is not a step (the ones after it are not read), with its index. */
  unreadable?: { index: number; text: string };
}

/** The machine and steps an address names: `/flows/<id>?path=...`; null when it names no machine. */
export function readReproLink(location: { pathname: string; search: string }): ReadLink | null {
  const match = new RegExp(`^${LAB_PATH}/([^/]+)/?$`).exec(location.pathname);
  if (!match) return null;
  const path = new URLSearchParams(location.search).get('path') ?? '';
  const machineId = decodeURIComponent(match[1] as string);
  const steps: LabStep[] = [];
  for (const [index, text] of splitSteps(path).entries()) {
    const step = parseStep(text);
    if (!step) return { machineId, steps, unreadable: { index, text } };
    steps.push(step);
  }
  return { machineId, steps };
}
