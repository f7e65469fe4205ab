import type { CoverageFile } from '@machines/coverage/coverageFile';
import { isComplete } from '@machines/coverage/coverageFile';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineGraph } from '@/flow-lab/graph/machineGraph';

/** Each transition of the machine in words, by its coverage name: "Trigger, condition: from → to". */
export function transitionsInWords(machine: AnyStateMachine): Map<string, string> {
  const graph = machineGraph(machine);
  const titleOf = (id: string) => graph.states.find((state) => state.id === id)?.title ?? id;
  const words = new Map<string, string>();
  for (const edge of graph.edges) {
    const said = words.get(edge.testName);
    if (said) {
      words.set(edge.testName, `${said}, ${titleOf(edge.target)}`);
      continue;
    }
    const when = edge.words.guard ? `, ${edge.words.guard}` : '';
    const to = edge.targetless ? 'stays' : titleOf(edge.target);
    words.set(edge.testName, `${edge.words.trigger}${when}: ${titleOf(edge.source)} → ${to}`);
  }
  return words;
}

/**
 * States and transitions the machine's model walk reaches, out of all (counted when the lab was
 * built). With the machine, a button: it lists the transitions in words, those no test takes first.
 */
export function CoverageBadge({
  machineId,
  coverage,
  machine,
}: {
  machineId: string;
  coverage: CoverageFile | null;
  machine?: AnyStateMachine;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const figures = coverage?.machines[machineId];
  if (!figures)
    return (
      <Box component="span" sx={{ fontSize: 11, color: 'text.disabled' }}>
        no coverage figures
      </Box>
    );
  const complete = isComplete(figures);
  const missing = [...figures.missingStates, ...figures.missingTransitions];
  const text = `states ${figures.states.reached}/${figures.states.total} · transitions ${figures.transitions.reached}/${figures.transitions.total}`;
  const sx = {
    fontSize: 11,
    fontWeight: 600,
    color: complete ? 'success.main' : 'error.main',
    whiteSpace: 'nowrap',
  } as const;
  if (machine)
    return (
      <>
        <ButtonBase
          aria-label={`Coverage of ${machineId}: ${text}. List the transitions`}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ...sx, textDecoration: 'underline dotted', verticalAlign: 'baseline' }}
        >
          {text}
        </ButtonBase>
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <TransitionList machine={machine} untested={figures.missingTransitions} ranAt={coverage.ranAt} />
        </Popover>
      </>
    );
  return (
    <Tooltip
      title={
        complete
          ? `Every state and transition reached by the model walk of its tests (counted ${coverage.ranAt.slice(0, 16).replace('T', ' ')} UTC)`
          : `Not reached: ${missing.join(', ')}`
      }
    >
      <Box component="span" aria-label={`Coverage of ${machineId}`} sx={sx}>
        {text}
      </Box>
    </Tooltip>
  );
}

/** The machine's transitions in two lists: those no test takes, and those the tests take. */
function TransitionList({
  machine,
  untested,
  ranAt,
}: {
  machine: AnyStateMachine;
  untested: readonly string[];
  ranAt: string;
}) {
  const words = useMemo(() => transitionsInWords(machine), [machine]);
  const missing = new Set(untested);
  const lists = [
    { title: 'No test takes', names: [...words.keys()].filter((name) => missing.has(name)) },
    { title: 'Tests take', names: [...words.keys()].filter((name) => !missing.has(name)) },
  ];
  return (
    <Box role="dialog" aria-label="Transitions and their tests" sx={{ p: 2, maxWidth: 520 }}>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>
        By the model walk of the flow's tests, counted {ranAt.slice(0, 16).replace('T', ' ')} UTC. On the
        chart, a red arrow is one no test takes.
      </Typography>
      {lists.map((list) => (
        <Box key={list.title} component="section" aria-label={list.title} sx={{ mb: 1 }}>
          <Typography component="h2" sx={{ fontSize: 13, fontWeight: 700 }}>
            {list.title} ({list.names.length})
          </Typography>
          {list.names.length === 0 ? (
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>none</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 12 }}>
              {list.names.map((name) => (
                <li key={name} title={name}>
                  {words.get(name)}
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
