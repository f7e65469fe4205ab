import { machines } from '@machines/index';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { PlacedEdge } from './graph/layout';
import { activeStateIds } from './graph/machineGraph';
import { useLayout } from './graph/useLayout';
import type { LiveActor } from './live/liveActors';
import type { LiveActorState } from './live/protocol';
import { MachineViewFrame } from './MachineViewFrame';
import { ContextTree } from './panels/ContextTree';
import { draftOf, type EventDraft, EventForm, eventOf } from './panels/EventForms';
import { Section } from './panels/Section';
import { SidePanel, StateSection } from './panels/SidePanel';
import { acceptedEventTypes, accepts, transitionsFor } from './sandbox/accepted';
import { prefilledEvent } from './sandbox/eventTemplates';
import { eventTemplates } from './sandbox/machineSources';

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One actor of a linked tab: its diagram with the live state, its context and what happened to it. */
export function LiveView({
  actor,
  onSend,
}: {
  actor: LiveActor;
  onSend(actor: LiveActorState, event: { type: string; [key: string]: unknown }): void;
}) {
  const { state } = actor;
  const machine = machines.find((entry) => entry.machine.id === state.machineId)?.machine ?? null;
  const layout = useLayout(machine);
  const [sending, setSending] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, EventDraft>>({});

  // The live snapshot rebuilt on the registry's machine, so the lab can tell what it accepts.
  const snapshot = useMemo(
    () =>
      machine
        ? (machine.resolveState({
            value: state.value,
            context: state.context,
          } as never) as AnyMachineSnapshot)
        : null,
    [machine, state],
  );
  const active = snapshot ? activeStateIds(snapshot as never) : new Set<string>();
  const templateOf = (type: string) => prefilledEvent(eventTemplates, type, state.context);
  const draftFor = (type: string) => drafts[type] ?? draftOf(templateOf(type));
  const canSend = sending && !actor.gone && state.status === 'active' && snapshot !== null;
  const accepted = canSend && snapshot ? acceptedEventTypes(snapshot) : [];

  const enabled = new Set<string>();
  if (canSend && snapshot)
    for (const type of accepted) {
      const event = eventOf(templateOf(type), draftFor(type));
      if (event) for (const id of transitionsFor(snapshot, event)) enabled.add(id);
    }
  const take = (edge: PlacedEdge) => {
    if (edge.trigger.kind !== 'event') return;
    const event = eventOf(templateOf(edge.trigger.eventType), draftFor(edge.trigger.eventType));
    if (event) onSend(state, event);
  };
  const latestTake = useRef(take);
  latestTake.current = take;
  const onTake = useCallback((edge: PlacedEdge) => latestTake.current(edge), []);

  return (
    <MachineViewFrame
      name={state.name}
      status={
        actor.gone
          ? { label: 'tab left', color: 'default' }
          : state.status === 'active'
            ? { label: 'live', color: 'success' }
            : { label: state.status, color: 'primary' }
      }
      actions={
        <FormControlLabel
          control={<Switch checked={sending} onChange={(change) => setSending(change.target.checked)} />}
          label="Send events to the site"
        />
      }
      about={
        <>
          Machine {state.machineId} in the tab on {state.page};{' '}
          {sending ? 'events sent from here reach it' : 'read-only'}.
        </>
      }
      diagram={
        layout && {
          layout,
          active,
          enabled,
          flashed: new Set(state.transitions),
          flashKey: actor.history.length,
          onTake,
        }
      }
      placeholder={machine ? 'Laying out the diagram…' : `No machine "${state.machineId}" in the registry.`}
      side={
        <SidePanel label="Live actor">
          <StateSection label="Live state value" value={state.value} machine={machine} />
          {canSend && snapshot && (
            <Section title="Events">
              <Stack spacing={1}>
                {accepted.map((type) => {
                  const event = eventOf(templateOf(type), draftFor(type));
                  return (
                    <EventForm
                      key={type}
                      template={templateOf(type)}
                      snapshot={snapshot}
                      draft={draftFor(type)}
                      accepted={event !== null && accepts(snapshot, event)}
                      disabled={false}
                      onChange={(draft) => setDrafts((all) => ({ ...all, [type]: draft }))}
                      onSend={(sent) => onSend(state, sent)}
                    />
                  );
                })}
              </Stack>
            </Section>
          )}
          <Section title="Context">
            <ContextTree context={state.context} />
          </Section>
          <Section title="Log">
            <Box component="ol" aria-label="Live log" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {[...actor.history].reverse().map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
                <Box component="li" key={actor.history.length - index} sx={{ py: 0.5 }}>
                  <Typography sx={{ fontSize: 13, fontWeight: 600, fontFamily: 'monospace' }}>
                    {entry.event?.type ?? 'seen'}
                  </Typography>
                  <Typography sx={{ fontSize: 12, color: 'text.secondary', fontFamily: 'monospace' }}>
                    → {stateText(entry.value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
        </SidePanel>
      }
    />
  );
}
