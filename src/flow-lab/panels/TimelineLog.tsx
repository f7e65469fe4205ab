import { machines } from '@machines/index';
import { callWords, eventWords, flowName } from '@machines/words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AnyStateMachine } from 'xstate';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import { describeStep } from '@/flow-lab/sandbox/copyAsTest';
import { CHILD_SEPARATOR, type LabEffect, type LabStep } from '@/flow-lab/sandbox/labSession';
import type { ReplayStep, TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { sessionHears } from '@/flow-lab/sandbox/siteReactions';
import { leafSentences } from '@/flow-lab/sandbox/stateSentences';
import { labelInWords, nameInWords, valueInWords } from './plainWords';
import { callWordsInRegistry, eventWordsInRegistry } from './registryWords';

const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);
const short = (value: unknown) => cut(JSON.stringify(value) ?? 'undefined');

/** What a step caused, as code: the call's name and input, the action's name, the event emitted. */
function effectCode(effect: LabEffect): string | null {
  switch (effect.kind) {
    case 'call':
      return `calls ${effect.actor}(${short(effect.input)})`;
    case 'action':
      return `runs ${effect.name}${effect.params === null ? '' : ` ${short(effect.params)}`}`;
    case 'emitted':
      return `emits ${short(effect.event)}`;
    default:
      return null;
  }
}

/** What a step caused, in words. */
function effectWords(machine: AnyStateMachine, effect: LabEffect): string {
  switch (effect.kind) {
    case 'call': {
      const does = callWords(machine, effect.actor)?.does ?? callWordsInRegistry(effect.actor)?.does;
      return `${does ?? `Calls ${nameInWords(effect.actor)}`} (${cut(valueInWords(effect.input))})`;
    }
    case 'action':
      return `Does: ${nameInWords(effect.name)}${effect.params === null ? '' : ` (${cut(valueInWords(effect.params))})`}`;
    case 'emitted': {
      const type = (effect.event as { type?: unknown } | null)?.type;
      const said = typeof type === 'string' ? (eventWordsInRegistry(type) ?? nameInWords(type)) : 'a message';
      return `Tells the site: ${said}`;
    }
    case 'session':
      return sessionHears(effect.event);
    case 'toast':
      return `the site shows the toast "${effect.message}"`;
    case 'serverObjection':
      return effect.says;
  }
}

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Where a step took the machine, in words: the states it entered (all of them at the start). */
function whereText(machine: AnyStateMachine, value: unknown, before: unknown): string {
  const was = before === undefined ? [] : leafSentences(machine, before);
  const entered = leafSentences(machine, value).filter((leaf) => !was.includes(leaf));
  return entered.length > 0 ? entered.join(' · ') : 'the same state';
}

const mono = { fontFamily: 'monospace', fontSize: 11, fontWeight: 400, color: 'text.secondary' } as const;

/** The machine of a child flow, by the last invoke id of its path (the lab's child flows share their machine's id). */
const childMachineOf = (path: string) =>
  machines.find((entry) => entry.machine.id === path.split(CHILD_SEPARATOR).at(-1))?.machine;

/** A step in words: an event by its words (in a child flow, its flow named), a call's answer, the clock. */
export function stepWords(machine: AnyStateMachine, step: ReplayStep): string {
  switch (step.kind) {
    case 'event': {
      if (!step.to) return eventWords(machine, step.event.type) ?? labelInWords(step.event.type);
      const child = childMachineOf(step.to);
      const words = eventWordsInRegistry(step.event.type) ?? labelInWords(step.event.type);
      return `In ${child ? flowName(child) : nameInWords(step.to)}: ${words}`;
    }
    case 'answer': {
      const does = callWordsInRegistry(step.actor)?.does ?? labelInWords(step.actor);
      return `${does}: ${step.outcome === 'resolve' ? 'it succeeds' : 'it fails'}`;
    }
    case 'advance':
      return `The clock moves on ${step.ms / 1000} s`;
    case 'nextDelay':
      return 'The clock moves on to the next timer';
  }
}

/** A step as product staff read it, with the code's name small beside it when code names are on. */
function StepTitle({
  machine,
  step,
  codeNames,
}: {
  machine: AnyStateMachine;
  step: LabStep | null;
  codeNames: boolean;
}) {
  if (!step) return 'The flow starts';
  return (
    <>
      {stepWords(machine, step)}{' '}
      {codeNames && (
        <Box component="span" sx={mono}>
          {describeStep(step)}
        </Box>
      )}
    </>
  );
}

/** The child flows whose state a step changed, each with its new state, in words or as code. */
function childChanges(entry: TimelineEntry, before: TimelineEntry | undefined, codeNames: boolean): string[] {
  return Object.entries(entry.children ?? {})
    .filter(([path, value]) => JSON.stringify(before?.children?.[path]) !== JSON.stringify(value))
    .map(([path, value]) => {
      if (codeNames) return `${path}: ${stateText(value)}`;
      const child = childMachineOf(path);
      return child
        ? `${flowName(child)}: ${whereText(child, value, before?.children?.[path])}`
        : `${labelInWords(path)} moves on`;
    });
}

/** The travel button's words: where it takes the flow and what the next step then drops. */
function travelWords(index: number, cursor: number, last: number): { label: string; note: string } {
  if (index > cursor) return { label: `Forward to step ${index}`, note: '' };
  const dropped = last === index + 1 ? `step ${last}` : `steps ${index + 1} to ${last}`;
  return {
    label: `Back to step ${index}`,
    note: `the flow returns to it; the next step you take there drops ${dropped}`,
  };
}

/**
 * Every step with what it caused, in words (the code beside it with code names). An entry is read,
 * not clicked: its own "Back to step" button returns the machine to the snapshot after it and says
 * what the next step will drop; the later entries stay, greyed, until a new step replaces them.
 */
export function TimelineLog({
  machine,
  entries,
  cursor,
  disabled,
  onTravel,
}: {
  machine: AnyStateMachine;
  entries: readonly TimelineEntry[];
  cursor: number;
  disabled: boolean;
  onTravel(index: number): void;
}) {
  const codeNames = useCodeNames();
  const last = entries.length - 1;
  return (
    <Box component="ol" aria-label="Steps" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const travel = travelWords(index, cursor, last);
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place in the history is its identity
            key={index}
            aria-current={index === cursor ? 'step' : undefined}
            aria-label={`Step ${index}: ${entry.step ? describeStep(entry.step) : 'start'}`}
            sx={{
              opacity: index > cursor ? 0.45 : 1,
              borderRadius: 1,
              px: 1,
              py: 0.5,
              bgcolor: index === cursor ? 'action.selected' : undefined,
            }}
          >
            <Typography component="span" sx={{ fontSize: 13, fontWeight: 600 }}>
              {index}. <StepTitle machine={machine} step={entry.step} codeNames={codeNames} />
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: 12.5 }}>
              → {whereText(machine, entry.value, entries[index - 1]?.value)}
            </Typography>
            {codeNames && (
              <Typography component="span" sx={{ ...mono, display: 'block', wordBreak: 'break-all' }}>
                {stateText(entry.value)}
              </Typography>
            )}
            {childChanges(entry, entries[index - 1], codeNames).map((change) => (
              <Typography
                key={change}
                component="span"
                sx={{ display: 'block', fontSize: 11.5, fontFamily: codeNames ? 'monospace' : undefined }}
              >
                ↳ {change}
              </Typography>
            ))}
            {entry.effects.map((effect, effectIndex) => {
              const code = codeNames ? effectCode(effect) : null;
              return (
                <Typography
                  // biome-ignore lint/suspicious/noArrayIndexKey: effects of a step never change
                  key={effectIndex}
                  component="span"
                  sx={{
                    display: 'block',
                    fontSize: 12,
                    color: 'secondary.main',
                    fontFamily: code ? 'monospace' : undefined,
                    wordBreak: 'break-word',
                  }}
                >
                  {code ?? effectWords(machine, effect)}
                </Typography>
              );
            })}
            {index !== cursor && (
              <Button
                size="small"
                variant="text"
                disabled={disabled}
                onClick={() => onTravel(index)}
                sx={{ textTransform: 'none', p: 0, mt: 0.25, minWidth: 0 }}
              >
                {travel.label}
              </Button>
            )}
            {index !== cursor && travel.note && (
              <Typography component="span" sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}>
                {travel.note}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
