import type { CoverageFile } from '@machines/coverage/coverageFile';
import { isComplete } from '@machines/coverage/coverageFile';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** States and transitions the machine's model walk reaches, out of all (counted when the lab was built). */
export function CoverageBadge({ machineId, coverage }: { machineId: string; coverage: CoverageFile | null }) {
  const figures = coverage?.machines[machineId];
  if (!figures)
    return (
      <Box component="span" sx={{ fontSize: 11, color: 'text.disabled' }}>
        no coverage figures
      </Box>
    );
  const complete = isComplete(figures);
  const missing = [...figures.missingStates, ...figures.missingTransitions];
  return (
    <Tooltip
      title={
        complete
          ? `Every state and transition reached by the model walk of its tests (counted ${coverage?.ranAt.slice(0, 16).replace('T', ' ')} UTC)`
          : `Not reached: ${missing.join(', ')}`
      }
    >
      <Box
        component="span"
        aria-label={`Coverage of ${machineId}`}
        sx={{
          fontSize: 11,
          fontWeight: 600,
          color: complete ? 'success.main' : 'error.main',
          whiteSpace: 'nowrap',
        }}
      >
        states {figures.states.reached}/{figures.states.total} · transitions {figures.transitions.reached}/
        {figures.transitions.total}
      </Box>
    </Tooltip>
  );
}
