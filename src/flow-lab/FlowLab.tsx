import { type MachineEntry, machines } from '@machines/index';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { acceptedEventTypes, createLabActor, type LabLogEntry, type PendingCall } from './labActor';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
    >
      {children}
    </Box>
  );
}

function EventSender({
  actor,
  type,
  onSend,
}: {
  actor: AnyActorRef;
  type: string;
  onSend: (event: { type: string }) => void;
}) {
  const [text, setText] = useState(json({ type }));
  const parsed = parseJson(text);
  const event = parsed.ok && parsed.value && typeof parsed.value === 'object' ? parsed.value : null;
  const allowed = useSelector(actor, (snapshot: AnyMachineSnapshot) => {
    if (!event) return false;
    try {
      return snapshot.can(event as { type: string });
    } catch {
      // A guard that reads a field the payload lacks throws: the event is not acceptable as written.
      return false;
    }
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={`Event ${type}`}
        value={text}
        onChange={(change) => setText(change.target.value)}
        multiline
        minRows={1}
        size="small"
        error={!parsed.ok}
        helperText={!parsed.ok ? 'Not valid JSON' : allowed ? ' ' : 'A guard or the state refuses it now'}
        sx={{ flex: 1, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      />
      <Button variant="contained" disabled={!allowed} onClick={() => onSend(event as { type: string })}>
        Send {type}
      </Button>
    </Stack>
  );
}

function PendingCallCard({ call }: { call: PendingCall }) {
  const [text, setText] = useState('{}');
  const parsed = parseJson(text);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={`Call to ${call.actor}`}>
      <Typography sx={{ fontWeight: 600 }}>{call.actor}</Typography>
      <Code label={`Input of ${call.actor}`}>{json(call.input) ?? 'undefined'}</Code>
      <TextField
        label={`Answer for ${call.actor}`}
        value={text}
        onChange={(change) => setText(change.target.value)}
        multiline
        size="small"
        fullWidth
        error={!parsed.ok}
        sx={{ my: 1, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!parsed.ok}
          onClick={() => parsed.ok && call.resolve(parsed.value)}
        >
          Resolve
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={!parsed.ok}
          onClick={() => parsed.ok && call.reject(parsed.value)}
        >
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}

function describeLog(entry: LabLogEntry): string {
  switch (entry.kind) {
    case 'event':
      return `event ${json(entry.event)}`;
    case 'action':
      return `action ${entry.name} ${entry.params === undefined ? '' : json(entry.params)}`;
    case 'call':
      return `call ${entry.actor} with ${json(entry.input)}`;
    case 'answer':
      return `${entry.actor} ${entry.outcome} with ${json(entry.value)}`;
  }
}

function MachineLab({ entry, onRestart }: { entry: MachineEntry; onRestart: () => void }) {
  const [pending, setPending] = useState<readonly PendingCall[]>([]);
  const [log, setLog] = useState<LabLogEntry[]>([]);
  const [actor, setActor] = useState<AnyActorRef | null>(null);

  // One live actor per machine (a restart mounts a new MachineLab); the lab starts and stops it here.
  useEffect(() => {
    setLog([]);
    setPending([]);
    const created = createLabActor(entry.machine, entry.exampleInput, {
      pendingChanged: setPending,
      logged: (item) => setLog((items) => [...items, item]),
    });
    const subscription = created.subscribe({ error: () => undefined });
    created.start();
    setActor(created);
    return () => {
      subscription.unsubscribe();
      created.stop();
    };
  }, [entry]);

  const snapshot = useSelector(actor ?? undefined, (current) => current as AnyMachineSnapshot | undefined);
  if (!actor || !snapshot) return null;
  const send = (event: { type: string }) => {
    setLog((items) => [...items, { kind: 'event', event }]);
    actor.send(event);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {entry.id}
        </Typography>
        <Chip label={snapshot.status} color={snapshot.status === 'active' ? 'success' : 'default'} />
        <Button variant="outlined" onClick={onRestart}>
          Restart
        </Button>
      </Stack>
      <Typography color="text.secondary">{entry.description}</Typography>
      <Section title="State">
        <Code label="State value">{json(snapshot.value)}</Code>
        <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
          Context
        </Typography>
        <Code label="Context">{json(snapshot.context)}</Code>
      </Section>
      <Section title="Send an event">
        <Stack spacing={1.5}>
          {acceptedEventTypes(snapshot).map((type) => (
            <EventSender key={type} actor={actor} type={type} onSend={send} />
          ))}
          {acceptedEventTypes(snapshot).length === 0 && (
            <Typography color="text.secondary">No event is accepted in this state.</Typography>
          )}
        </Stack>
      </Section>
      <Section title="Waiting calls">
        <Stack spacing={1.5}>
          {pending.map((call) => (
            <PendingCallCard key={call.id} call={call} />
          ))}
          {pending.length === 0 && <Typography color="text.secondary">No call is waiting.</Typography>}
        </Stack>
      </Section>
      <Section title="Log">
        <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
          {log.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; an entry's place is its identity
            <li key={index}>{describeLog(item)}</li>
          ))}
        </Box>
      </Section>
    </Stack>
  );
}

/**
 * The flow lab: every statechart of the site, driven one transition at a time. Each side effect
 * waits for the person at the keyboard: invoked calls are answered by hand, actions are logged.
 */
export function FlowLab() {
  const [selected, setSelected] = useState<MachineEntry>(machines[0] as MachineEntry);
  const [run, setRun] = useState(0);
  return (
    <>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Aden flow lab
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '300px 1fr' }, gap: 3, p: { xs: 2, md: 3 } }}>
        <Paper variant="outlined" component="nav" aria-label="Machines">
          <List dense>
            {machines.map((entry) => (
              <ListItemButton
                key={entry.id}
                selected={entry.id === selected.id}
                onClick={() => setSelected(entry)}
                aria-current={entry.id === selected.id ? 'true' : undefined}
              >
                <ListItemText primary={entry.id} secondary={entry.description} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box component="main">
          <MachineLab
            key={`${selected.id}-${run}`}
            entry={selected}
            onRestart={() => setRun((count) => count + 1)}
          />
        </Box>
      </Box>
    </>
  );
}
