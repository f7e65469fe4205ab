import { machines } from '@machines/index';
import { eventWords } from '@machines/words';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { AnyStateMachine } from 'xstate';
import { describeStep } from '@/flow-lab/sandbox/copyAsTest';
import type { LabEffect, LabStep } from '@/flow-lab/sandbox/labSession';
import type { TimelineEntry } from '@/flow-lab/sandbox/labTimeline';
import { sessionHears } from '@/flow-lab/sandbox/siteReactions';
import { stateSentences } from '@/flow-lab/sandbox/stateSentences';

const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text && text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

function effectText(effect: LabEffect): string {
  switch (effect.kind) {
    case 'call':
      return `calls ${effect.actor}(${short(effect.input)})`;
    case 'action':
      return `runs ${effect.name}${effect.params === null ? '' : ` ${short(effect.params)}`}`;
    case 'emitted':
      return `emits ${short(effect.event)}`;
    case 'session':
      return sessionHears(effect.event);
    case 'toast':
      return `the site shows the toast "${effect.message}"`;
    case 'serverObjection':
      return effect.says;
  }
}

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The innermost active state of each region, in words. */
function leavesOf(machine: AnyStateMachine, value: unknown): string[] {
  const { shared, branches } = stateSentences(machine, value);
  const leaves = branches.length > 0 ? branches.map((branch) => branch.at(-1)) : [shared.at(-1)];
  return leaves.filter((leaf): leaf is string => leaf !== undefined);
}

/** Where a step took the machine, in words: the states it entered (all of them at the start). */
function whereText(machine: AnyStateMachine, value: unknown, before: unknown): string {
  const was = before === undefined ? [] : leavesOf(machine, before);
  const entered = leavesOf(machine, value).filter((leaf) => !was.includes(leaf));
  return entered.length > 0 ? entered.join(' · ') : 'the same state';
}

const mono = { fontFamily: 'monospace', fontSize: 11, fontWeight: 400, color: 'text.secondary' } as const;

/** An event's words: the machine's own, or for a child flow's event, its machine's in the registry. */
function wordsOf(machine: AnyStateMachine, step: LabStep | null): string | undefined {
  if (step?.kind !== 'event') return undefined;
  if (!step.to) return eventWords(machine, step.event.type);
  for (const entry of machines) {
    const words = eventWords(entry.machine, step.event.type);
    if (words) return words;
  }
  return undefined;
}

/** A step as product staff read it: an event by its words with its name small beside it. */
function StepTitle({ machine, entry }: { machine: AnyStateMachine; entry: TimelineEntry }) {
  const { step } = entry;
  const words = wordsOf(machine, step);
  if (!step) return 'start';
  if (!words) return describeStep(step);
  return (
    <>
      {step.kind === 'event' && step.to && `In ${step.to}: `}
      {words}{' '}
      <Box component="span" sx={mono}>
        {step.kind === 'event' && step.event.type}
      </Box>
    </>
  );
}

/** The child flows whose state a step changed, each with its new state. */
function childChanges(entry: TimelineEntry, before: TimelineEntry | undefined): string[] {
  return Object.entries(entry.children ?? {})
    .filter(([path, value]) => JSON.stringify(before?.children?.[path]) !== JSON.stringify(value))
    .map(([path, value]) => `${path}: ${stateText(value)}`);
}

/**
 * Every step with what it caused. Clicking an entry returns the machine to the snapshot after it;
 * the later entries stay, greyed, until a new step replaces them.
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
  return (
    <Box component="ol" aria-label="Steps" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place in the history is its identity
        <Box component="li" key={index} sx={{ opacity: index > cursor ? 0.45 : 1 }}>
          <ListItemButton
            dense
            selected={index === cursor}
            disabled={disabled}
            onClick={() => onTravel(index)}
            aria-current={index === cursor ? 'step' : undefined}
            aria-label={`Step ${index}: ${entry.step ? describeStep(entry.step) : 'start'}`}
            sx={{ display: 'block', borderRadius: 1, py: 0.5 }}
          >
            <Typography component="span" sx={{ fontSize: 13, fontWeight: 600 }}>
              {index}. <StepTitle machine={machine} entry={entry} />
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: 12.5 }}>
              → {whereText(machine, entry.value, entries[index - 1]?.value)}
            </Typography>
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontSize: 11,
                color: 'text.secondary',
                fontFamily: 'monospace',
                wordBreak: 'break-all',
              }}
            >
              {stateText(entry.value)}
            </Typography>
            {childChanges(entry, entries[index - 1]).map((change) => (
              <Typography
                key={change}
                component="span"
                sx={{ display: 'block', fontSize: 11, fontFamily: 'monospace', wordBreak: 'break-all' }}
              >
                ↳ {change}
              </Typography>
            ))}
            {entry.effects.map((effect, effectIndex) => (
              <Typography
                // biome-ignore lint/suspicious/noArrayIndexKey: effects of a step never change
                key={effectIndex}
                component="span"
                sx={{
                  display: 'block',
                  fontSize: 12,
                  color: 'secondary.main',
                  fontFamily: 'monospace',
                  wordBreak: 'break-all',
                }}
              >
                {effectText(effect)}
              </Typography>
            ))}
          </ListItemButton>
        </Box>
      ))}
    </Box>
  );
}
