import { MAX_FUNNEL_STATES, STATS_PERIODS } from '@contract/flowEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countText, type Figure, funnelSteps, visitorFigures } from './visitorFigures';
import type { VisitorsView, visitorsMachine } from './visitorsMachine';

export type VisitorsActor = ActorRefFrom<typeof visitorsMachine>;

const HINT_COUNTS =
  'Click the green numbers of a state, or an arrow, to read what each counts. Counts from 1 to 4 read "fewer than 5", so that no visitor stands out.';
const HINT_FUNNEL = `Click states on the chart in the order visitors go through them (up to ${MAX_FUNNEL_STATES}): the funnel shows how many reached each, in that order, and where the others went.`;

const VIEWS: readonly { value: VisitorsView; text: string }[] = [
  { value: 'counts', text: 'Counts' },
  { value: 'funnel', text: 'Funnel' },
];

/** One of a few choices, as a row of toggle buttons. */
function Choice<Value extends string>({
  label,
  value,
  options,
  onChoose,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; text: string }[];
  onChoose(next: Value): void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={label}
      value={value}
      onChange={(_, next: Value | null) => next && onChoose(next)}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ py: 0.25, textTransform: 'none' }}>
          {option.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The figures of one state or arrow, each with what it counts, side by side where there is room. */
function FigureList({ title, figures }: { title: string; figures: readonly Figure[] }) {
  return (
    <Box component="section" aria-label={`Visitors: ${title}`}>
      <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{title}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: '4px 16px',
        }}
      >
        {figures.map((figure) => (
          <div key={figure.name}>
            <Box component="dt" sx={{ fontSize: 13, fontWeight: 600 }}>
              {figure.name}: {figure.value}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: 12, lineHeight: 1.35, color: 'text.secondary' }}>
              {figure.says}
            </Box>
          </div>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The Visitors layer's controls and words above a flow's chart: the switch, the period, Counts or
 * Funnel, and what the layer shows (the numbers explained, the funnel) or why it shows nothing.
 */
export function VisitorsLayer({
  visitors,
  counted,
  titleOf,
}: {
  visitors: VisitorsActor;
  /** Whether visitors' steps are counted for this flow (contract/flow-graph.json lists it). */
  counted: boolean;
  titleOf(stateId: string): string;
}) {
  const snapshot = useSelector(visitors, (state) => state);
  const { days, compare, view, path, answer, before, explained, problem } = snapshot.context;
  const on = !snapshot.matches('off');
  const loading = snapshot.matches({ on: 'loading' });
  const shown = snapshot.matches({ on: 'shown' }) && answer;
  const figures = shown ? visitorFigures(answer, titleOf, before) : null;
  const retry = (
    <Button size="small" onClick={() => visitors.send({ type: 'visitors.retry' })}>
      Try again
    </Button>
  );
  return (
    <Box
      role="region"
      aria-label="Visitors"
      sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FormControlLabel
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 13, fontWeight: 600 } }}
          control={
            <Switch
              size="small"
              checked={on}
              disabled={!counted}
              onChange={(change) =>
                visitors.send({ type: change.target.checked ? 'visitors.show' : 'visitors.hide' })
              }
            />
          }
          label="Visitors"
        />
        {!counted && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            Visitors' steps are not counted in this flow: it has no screen of its own.
          </Typography>
        )}
        {on && (
          <>
            <Choice
              label="Period"
              value={days}
              options={STATS_PERIODS.map((period) => ({ value: period, text: `${period} days` }))}
              onChoose={(next) => visitors.send({ type: 'visitors.period', days: next })}
            />
            <ToggleButton
              size="small"
              value="compare"
              selected={compare}
              onChange={() => visitors.send({ type: 'visitors.compare', compare: !compare })}
              sx={{ py: 0.25, textTransform: 'none' }}
            >
              Beside the {days} days before
            </ToggleButton>
            <Choice
              label="View"
              value={view}
              options={VIEWS}
              onChoose={(next) => visitors.send({ type: 'visitors.view', view: next })}
            />
            <Typography role="status" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {loading ? 'Reading the counts…' : figures ? `Over ${figures.period}` : ''}
            </Typography>
          </>
        )}
      </Stack>
      {on && (
        <Box sx={{ mt: 0.75, maxHeight: '30vh', overflowY: 'auto' }}>
          {snapshot.matches({ on: { refused: 'signedOut' } }) && (
            <Alert severity="info" action={retry}>
              Visitor counts are for staff, and nobody is signed in. Sign in with a staff account on the{' '}
              <Link href="/" target="_blank" rel="noopener">
                site
              </Link>{' '}
              in this browser (Sign In, at the top of any page); the layer asks again by itself.
            </Alert>
          )}
          {snapshot.matches({ on: { refused: 'notStaff' } }) && (
            <Alert severity="warning" action={retry}>
              This account is not staff: the server shows visitor counts only to accounts whose e-mail its
              STAFF_EMAILS setting lists. Sign in with a staff account, or ask whoever runs the server to add
              this one.
            </Alert>
          )}
          {snapshot.matches({ on: { refused: 'failed' } }) && (
            <Alert severity="error" action={retry}>
              The counts could not be read: {problem?.message}
            </Alert>
          )}
          {figures && view === 'counts' && (
            <ExplainedFigures explained={explained} figures={figures} titleOf={titleOf} />
          )}
          {shown && view === 'funnel' && (
            <Funnel
              steps={path.length >= 2 ? funnelSteps(answer, titleOf) : []}
              path={path}
              titleOf={titleOf}
              visitors={visitors}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

function ExplainedFigures({
  explained,
  figures,
  titleOf,
}: {
  explained: string | null;
  figures: ReturnType<typeof visitorFigures>;
  titleOf(stateId: string): string;
}) {
  if (explained === null)
    return <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{HINT_COUNTS}</Typography>;
  const state = figures.states.get(explained);
  if (state) return <FigureList title={titleOf(explained)} figures={state.figures} />;
  const [from = '', , to = ''] = explained.split('>');
  const arrow = figures.arrows.get(explained);
  return (
    <FigureList title={`${titleOf(from)} → ${titleOf(to)}`} figures={(arrow ?? figures.untaken).figures} />
  );
}

function Funnel({
  steps,
  path,
  titleOf,
  visitors,
}: {
  steps: ReturnType<typeof funnelSteps>;
  path: readonly string[];
  titleOf(stateId: string): string;
  visitors: VisitorsActor;
}) {
  return (
    <Box component="section" aria-label="Funnel">
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', flex: '1 1 320px' }}>
          {path.length === 0
            ? HINT_FUNNEL
            : path.length === 1
              ? `From "${titleOf(path[0] ?? '')}": click the next state on the chart.`
              : 'Click another state to extend the funnel.'}
        </Typography>
        <Button
          size="small"
          disabled={path.length === 0}
          onClick={() => visitors.send({ type: 'visitors.funnel.undo' })}
        >
          Remove the last step
        </Button>
        <Button
          size="small"
          disabled={path.length === 0}
          onClick={() => visitors.send({ type: 'visitors.funnel.clear' })}
        >
          Start again
        </Button>
      </Stack>
      {steps.length > 0 && (
        <Box component="ol" aria-label="Funnel steps" sx={{ m: 0, mt: 0.5, pl: 3, fontSize: 13 }}>
          {steps.map((step) => (
            <li key={step.state}>
              <b>{step.title}</b>: {countText(step.visits)} visits
              {step.ofPrevious && ` (${step.ofPrevious})`}
              {step.others.length > 0 && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  · the others:{' '}
                  {step.others.map((other) => `${countText(other.count)} ${other.to}`).join(', ')}
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
      {steps.length > 0 && (
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          A visit counts at a step when it reached that state after the step before, by the day of its latest
          step; "the others" are the ways out of the step before that lead elsewhere, and the visits that
          stopped in it.
        </Typography>
      )}
    </Box>
  );
}
