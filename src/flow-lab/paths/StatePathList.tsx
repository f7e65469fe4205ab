import type { MachineEntry } from '@machines/index';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import type { ReplayStep } from '@/flow-lab/sandbox/labTimeline';
import { eventTemplates } from '@/flow-lab/sandbox/machineSources';
import { goToEntries } from './goToEntries';

const stepCount = (steps: readonly ReplayStep[]) =>
  steps.length === 0 ? 'where it starts' : steps.length === 1 ? '1 step' : `${steps.length} steps`;

/**
 * Every state the lab can reach, each one click away, in words (its names below with code names), with the states of the child flows the machine
 * shows and each way a waiting call can fail: choosing one starts the machine again and takes the
 * shortest path there (events with example values, calls answered, timers run out).
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
  const entries = useMemo(() => goToEntries(entry, eventTemplates), [entry]);
  const codeNames = useCodeNames();
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No state is reached from the start.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="States" sx={{ maxHeight: 320, overflowY: 'auto', mx: -1 }}>
      {entries.map((goTo) => (
        <ListItemButton
          key={goTo.key}
          disabled={disabled}
          onClick={() => onChoose(goTo.steps)}
          aria-label={`Go to ${goTo.crumbs}`}
          sx={{ py: 0.25 }}
        >
          <ListItemText
            primary={goTo.words}
            secondary={codeNames ? `${goTo.crumbs} · ${stepCount(goTo.steps)}` : stepCount(goTo.steps)}
            slotProps={{ primary: { sx: { fontSize: 13 } }, secondary: { sx: { fontSize: 11 } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
