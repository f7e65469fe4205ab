import type { MachineEntry } from '@machines/index';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { explorations } from '@/flow-lab/coverage/explorations';
import type { ReplayStep } from '@/flow-lab/sandbox/labTimeline';
import { eventTemplates } from '@/flow-lab/sandbox/machineSources';
import { statePaths } from './statePaths';

/** `signup.step1.countdown.running` -> `step1 › countdown › running`. */
const statePath = (machineId: string, stateId: string) =>
  stateId
    .slice(machineId.length + 1)
    .split('.')
    .join(' › ');

const stepCount = (steps: readonly ReplayStep[]) =>
  steps.length === 0 ? 'where it starts' : steps.length === 1 ? '1 step' : `${steps.length} steps`;

/** The sample events the machine's coverage walk sends (payloads, call answers). */
const samplesOf = (machineId: string) =>
  (explorations as Record<string, { options: { events?: readonly { type: string }[] } } | undefined>)[
    machineId
  ]?.options.events ?? [];

/**
 * Every state the lab can reach, each one click away: choosing one starts the machine again and
 * takes the shortest path there (events with example values, calls answered, timers run out).
 */
export function StatePathList({
  entry,
  disabled,
  onChoose,
}: {
  entry: MachineEntry;
  disabled: boolean;
  onChoose(steps: readonly ReplayStep[]): void;
}) {
  const paths = useMemo(
    () => statePaths(entry.machine, entry.exampleInput, eventTemplates, samplesOf(entry.id)),
    [entry],
  );
  if (paths.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No state is reached from the start.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="States" sx={{ maxHeight: 280, overflowY: 'auto', mx: -1 }}>
      {paths.map((path) => (
        <ListItemButton
          key={path.stateId}
          disabled={disabled}
          onClick={() => onChoose(path.steps)}
          aria-label={`Go to ${statePath(entry.id, path.stateId)}`}
          sx={{ py: 0.25 }}
        >
          <ListItemText
            primary={path.node.description ?? statePath(entry.id, path.stateId)}
            secondary={
              path.node.description
                ? `${statePath(entry.id, path.stateId)} · ${stepCount(path.steps)}`
                : stepCount(path.steps)
            }
            slotProps={{ primary: { sx: { fontSize: 13 } }, secondary: { sx: { fontSize: 11 } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
