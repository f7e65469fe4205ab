import coverage from 'virtual:flow-lab-coverage';
import { type MachineEntry, machines } from '@machines/index';
import { flowName } from '@machines/words';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveActorState } from '@/lib/flowLabLink/protocol';
import { CoverageBadge } from './coverage/CoverageBadge';
import { useCodeNames } from './graph/codeNames';
import { LiveView } from './LiveView';
import { readReproLink } from './link/reproLink';
import { type LiveActor, LiveActors } from './live/liveActors';
import { labelInWords } from './panels/plainWords';
import { Sandbox } from './Sandbox';
import type { LabStep } from './sandbox/labSession';
import { leafSentences } from './sandbox/stateSentences';

type Mode = 'sandbox' | 'live';

const clamp2 = {
  fontSize: 12,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const machineOf = (id: string) => machines.find((entry) => entry.machine.id === id)?.machine;

/**
 * A live actor as the list names it: its flows by name (`Auth dialog › Sign-up`) and where it is, in
 * words, or its name and state value as code.
 */
function liveLine(state: LiveActorState, codeNames: boolean): { name: string; where: string } {
  const machine = machineOf(state.machineId);
  if (codeNames || !machine) return { name: state.name, where: stateText(state.value) };
  const names = state.name.split(' › ').map((id) => {
    const flow = machineOf(id);
    return flow ? flowName(flow) : labelInWords(id);
  });
  return { name: names.join(' › '), where: leafSentences(machine, state.value).join(' · ') };
}

const live = new LiveActors();

/** The transitions of each flow no test takes, by coverage name (none listed: no figures for it). */
const untested = new Map(
  Object.entries(coverage.machines).map(([id, figures]) => [id, new Set(figures.missingTransitions)]),
);

/** The machine and steps of the address the lab was opened at (a reproduction link). */
function openedAt(): {
  entry: MachineEntry;
  steps: readonly LabStep[];
  unreadable?: { index: number; text: string } | undefined;
} {
  const link = readReproLink(window.location);
  const entry = machines.find((candidate) => candidate.id === link?.machineId);
  return entry && link
    ? { entry, steps: link.steps, unreadable: link.unreadable }
    : { entry: machines[0] as MachineEntry, steps: [] };
}

/**
 * The flow lab: every statechart of the site drawn from its definition and driven one step at a
 * time (sandbox), or followed live in the site's open tabs (live).
 */
export function FlowLab() {
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(window.location.search).has('live') ? 'live' : 'sandbox',
  );
  const [opened] = useState(openedAt);
  const [selected, setSelected] = useState<MachineEntry>(opened.entry);
  // The link's steps are replayed once, on opening; a machine picked afterwards starts afresh.
  const [picked, setPicked] = useState(false);
  const [liveKey, setLiveKey] = useState<string | null>(null);
  const liveView = useSyncExternalStore(live.subscribe, live.getView);
  useEffect(() => live.connect(), []);
  const codeNames = useCodeNames();
  const liveActor = liveView.actors.find((actor) => actor.key === liveKey) ?? null;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '272px minmax(0, 1fr)' },
        height: { md: '100vh' },
      }}
    >
      <Box
        component="nav"
        aria-label={mode === 'sandbox' ? 'Machines' : 'Live actors'}
        sx={{
          borderStyle: 'solid',
          borderWidth: 0,
          borderRightWidth: { md: 1 },
          borderBottomWidth: { xs: 1, md: 0 },
          borderColor: 'divider',
          overflowY: 'auto',
          maxHeight: { xs: '45vh', md: 'none' },
          bgcolor: 'grey.50',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
          <AccountTreeIcon color="primary" />
          <Typography component="p" sx={{ fontWeight: 800, fontSize: 18 }}>
            Aden flow lab
          </Typography>
        </Box>
        <Tabs value={mode} onChange={(_, next: Mode) => setMode(next)} variant="fullWidth" sx={{ px: 1 }}>
          <Tab value="sandbox" label="Sandbox" />
          <Tab value="live" label={`Live (${liveView.actors.filter((actor) => !actor.gone).length})`} />
        </Tabs>
        {mode === 'sandbox' ? (
          <MachineList
            selected={selected}
            codeNames={codeNames}
            onPick={(entry) => {
              setSelected(entry);
              setPicked(true);
            }}
          />
        ) : (
          <LiveActorList
            actors={liveView.actors}
            liveKey={liveKey}
            codeNames={codeNames}
            onPick={setLiveKey}
          />
        )}
      </Box>
      <Box component="main" sx={{ minWidth: 0, minHeight: 0, height: { md: '100vh' } }}>
        {mode === 'sandbox' ? (
          <Sandbox
            key={selected.id}
            entry={selected}
            steps={picked ? undefined : opened.steps}
            unreadable={picked ? undefined : opened.unreadable}
            badge={<CoverageBadge machineId={selected.id} coverage={coverage} machine={selected.machine} />}
            untested={untested.get(selected.id)}
          />
        ) : liveActor ? (
          <LiveView
            key={liveActor.key}
            actor={liveActor}
            family={liveView.actors.filter(
              (other) =>
                other.state.tab === liveActor.state.tab &&
                other.state.name.startsWith(`${liveActor.state.name} › `),
            )}
            onSend={(state, event) => live.send(state, event)}
          />
        ) : (
          <Box sx={{ p: 4, color: 'text.secondary', maxWidth: 560 }}>
            <Typography variant="h6" component="h1" color="text.primary" sx={{ mb: 1 }}>
              Live attach
            </Typography>
            <Typography>
              The site's app actors (session, auth dialog with its sign-in flows, contact, loading bar, build
              update…) appear on the left as soon as a tab of the site opened with <code>?lab</code> (or
              Ctrl+Shift+L) runs in this browser. Pick one to follow its state, context and events as the
              person uses the site.
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The sandbox's list of machines, the selected one marked. */
function MachineList({
  selected,
  codeNames,
  onPick,
}: {
  selected: MachineEntry;
  codeNames: boolean;
  onPick(entry: MachineEntry): void;
}) {
  return (
    <List dense subheader={<ListSubheader sx={{ bgcolor: 'grey.50' }}>Machines</ListSubheader>}>
      {machines.map((entry) => (
        <ListItemButton
          key={entry.id}
          selected={entry.id === selected.id}
          onClick={() => onPick(entry)}
          aria-current={entry.id === selected.id ? 'true' : undefined}
          sx={{ alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={entry.name}
            secondary={
              <>
                {codeNames && (
                  <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 11 }}>
                    {entry.id}
                  </Box>
                )}
                <Box component="span" sx={clamp2}>
                  {entry.description}
                </Box>
                <CoverageBadge machineId={entry.id} coverage={coverage} />
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The live actors of the site's linked tabs, a child flow indented under its parent. */
function LiveActorList({
  actors,
  liveKey,
  codeNames,
  onPick,
}: {
  actors: readonly LiveActor[];
  liveKey: string | null;
  codeNames: boolean;
  onPick(key: string): void;
}) {
  return (
    <List
      dense
      subheader={<ListSubheader sx={{ bgcolor: 'grey.50' }}>Actors of the site's tabs</ListSubheader>}
    >
      {actors.map((actor) => (
        <ListItemButton
          key={actor.key}
          selected={actor.key === liveKey}
          onClick={() => onPick(actor.key)}
          aria-current={actor.key === liveKey ? 'true' : undefined}
          sx={{
            alignItems: 'flex-start',
            opacity: actor.gone ? 0.5 : 1,
            pl: actor.state.parentId ? 4 : 2,
          }}
        >
          <ListItemText
            primary={liveLine(actor.state, codeNames).name}
            secondary={`${liveLine(actor.state, codeNames).where} · ${actor.state.page}`}
            slotProps={{
              primary: { sx: { fontFamily: codeNames ? 'monospace' : undefined, fontWeight: 600 } },
              secondary: { sx: { ...clamp2, fontFamily: codeNames ? 'monospace' : undefined } },
            }}
          />
        </ListItemButton>
      ))}
      {actors.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          No tab of the site is linked. Open the site with <code>?lab</code> in its address, or press
          Ctrl+Shift+L on it.
        </Typography>
      )}
    </List>
  );
}
