import { machines } from '@machines/index';
import { eventWords, flowName } from '@machines/words';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { LiveActorState } from '@/lib/flowLabLink/protocol';
import { delayWords } from './graph/chartWords';
import { useCodeNames } from './graph/codeNames';
import type { PlacedEdge } from './graph/layout';
import { activeStateIds } from './graph/machineGraph';
import { useLayout } from './graph/useLayout';
import { reproLink } from './link/reproLink';
import type { LiveActor } from './live/liveActors';
import { childPathOf, groupTicks, type LiveLogGroup, type LiveRecord, liveSteps } from './live/liveSteps';
import { type MachineStatus, MachineViewFrame } from './MachineViewFrame';
import { ContextTree } from './panels/ContextTree';
import { CopyAsTestButton, CopyAsTestDialog } from './panels/CopyAsTestDialog';
import { draftOf, type EventDraft, EventFormsSection, eventOf } from './panels/EventForms';
import { PanelSection } from './panels/PanelSection';
import { labelInWords } from './panels/plainWords';
import { callWordsInRegistry, eventWordsInRegistry } from './panels/registryWords';
import { SidePanel, StateSection } from './panels/SidePanel';
import { stepWords } from './panels/TimelineLog';
import { acceptedEventTypes, enabledTransitions } from './sandbox/accepted';
import { copyAsTest, describeStep } from './sandbox/copyAsTest';
import { prefilledEvent } from './sandbox/eventTemplates';
import type { LabStep } from './sandbox/labSession';
import { LabTimeline } from './sandbox/labTimeline';
import { eventTemplates } from './sandbox/machineSources';
import { leafSentences } from './sandbox/stateSentences';

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const ACTOR_ANSWER = /^xstate\.(done|error)\.actor\.(.+)$/;

/** What the tab's actor heard, in words: the machine's words for its event, a call's end, a timer. */
function heardWords(machine: AnyStateMachine | null, group: LiveLogGroup): string {
  if (group.delay !== null)
    return `${machine ? delayWords(machine, group.delay) : 'A timer'} ×${group.count}`;
  const type = group.state.event?.type;
  if (!type || type === 'xstate.init') return 'Seen by the lab';
  const answer = ACTOR_ANSWER.exec(type);
  if (answer) {
    const words = callWordsInRegistry(answer[2] as string);
    return (
      (answer[1] === 'done' ? words?.done : words?.error) ??
      `A call ${answer[1] === 'done' ? 'succeeds' : 'fails'}`
    );
  }
  return (machine && eventWords(machine, type)) ?? eventWordsInRegistry(type) ?? labelInWords(type);
}

/** The machine of a live actor in the registry. */
const entryOf = (machineId: string) => machines.find((entry) => entry.machine.id === machineId) ?? null;

const leftOut = (steps: readonly string[]) =>
  `Left out, as the lab's copy of the flow cannot take them: ${steps.join('; ')}.`;

/** The lab's link and test of a live session, and the steps of the tab the lab could not take. */
interface LabCopy {
  link: string;
  test: string;
  /** Steps the site took that the lab's copy of the flow cannot (the site still loading its forms). */
  left: { code: string; words: string } | null;
}

/**
 * What the tab did to the actor and its child flows while the lab watched, in the order it
 * happened, taken on a lab copy of the flow: its link and its test. A step the lab's flow cannot
 * take there (a call the site makes and the lab's flow does not) is left out and named.
 */
function useLabCopy(actor: LiveActor, family: readonly LiveActor[]): LabCopy | null {
  const entry = entryOf(actor.state.machineId);
  const records: LiveRecord[] = [actor, ...family].flatMap((member) => {
    const own = entryOf(member.state.machineId);
    const to = childPathOf(member.state.name, actor.state.name);
    return own ? member.history.map((state) => ({ state, machine: own.machine, to })) : [];
  });
  const stepsText = JSON.stringify(liveSteps(records));
  const [copy, setCopy] = useState<LabCopy | null>(null);
  // Each tick of a countdown brings new steps: a copy is shown unless a later one already is, so a
  // slow replay is never thrown away for one that has not finished.
  const shown = useRef(0);
  const asked = useRef(0);
  useEffect(() => {
    if (!entry) return;
    const turn = ++asked.current;
    const steps = JSON.parse(stepsText) as LabStep[];
    LabTimeline.create(entry.machine, entry.exampleInput).then(async (timeline) => {
      const { skipped } = await timeline.replay(steps, { skipStale: true });
      const path = timeline.path();
      timeline.stop();
      if (turn < shown.current) return;
      shown.current = turn;
      const taken = path.flatMap((item) => (item.step ? [item.step] : []));
      setCopy({
        link: reproLink(entry.id, taken),
        test: copyAsTest({ machineId: entry.id, input: entry.exampleInput, path }),
        left:
          skipped.length === 0
            ? null
            : {
                code: leftOut(skipped.map((stop) => `${describeStep(stop.step)} (${stop.reason})`)),
                words: leftOut(
                  skipped.map((stop) => `${stepWords(entry.machine, stop.step)} (${stop.words})`),
                ),
              },
      });
    });
  }, [entry, stepsText]);
  return copy;
}

/** The live snapshot rebuilt on the registry's machine, so the lab can tell what it accepts. */
function useLiveSnapshot(machine: AnyStateMachine | null, state: LiveActorState): AnyMachineSnapshot | null {
  return useMemo(
    () =>
      machine
        ? (machine.resolveState({
            value: state.value,
            context: state.context,
          } as never) as AnyMachineSnapshot)
        : null,
    [machine, state],
  );
}

/** The badge beside the actor's name: its tab left, running, or stopped. */
function liveStatus(actor: LiveActor): MachineStatus {
  return actor.gone
    ? { label: 'tab left', color: 'default' }
    : actor.state.status === 'active'
      ? { label: 'live', color: 'success' }
      : { label: actor.state.status, color: 'primary' };
}

/** What happened to the actor, newest first, a run of one timer's ticks as one line. */
function LiveLog({
  actor,
  machine,
  codeNames,
}: {
  actor: LiveActor;
  machine: AnyStateMachine | null;
  codeNames: boolean;
}) {
  return (
    <PanelSection title="Log">
      <Box component="ol" aria-label="Live log" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {groupTicks(actor.history, actor.state.machineId)
          .reverse()
          .map((group, index, all) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
            <Box component="li" key={all.length - index} sx={{ py: 0.5 }}>
              <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{heardWords(machine, group)}</Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                →{' '}
                {machine
                  ? leafSentences(machine, group.state.value).join(' · ')
                  : stateText(group.state.value)}
              </Typography>
              {codeNames && (
                <Typography sx={{ fontSize: 11, color: 'text.secondary', fontFamily: 'monospace' }}>
                  {group.delay !== null
                    ? `${group.delay} ×${group.count}`
                    : (group.state.event?.type ?? 'seen')}{' '}
                  → {stateText(group.state.value)}
                </Typography>
              )}
            </Box>
          ))}
      </Box>
    </PanelSection>
  );
}

/** One actor of a linked tab: its diagram with the live state, its context and what happened to it. */
export function LiveView({
  actor,
  family = [],
  onSend,
}: {
  actor: LiveActor;
  /** The actor's child flows (and theirs) in the same tab: their steps belong to its link and test. */
  family?: readonly LiveActor[];
  onSend(actor: LiveActorState, event: { type: string; [key: string]: unknown }): void;
}) {
  const { state } = actor;
  const entry = entryOf(state.machineId);
  const machine = entry?.machine ?? null;
  const copy = useLabCopy(actor, family);
  const codeNames = useCodeNames();
  const [copied, setCopied] = useState<string | null>(null);
  const layout = useLayout(machine);
  const [sending, setSending] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, EventDraft>>({});

  // The live snapshot rebuilt on the registry's machine, so the lab can tell what it accepts.
  const snapshot = useLiveSnapshot(machine, state);
  const active = snapshot ? activeStateIds(snapshot as never) : new Set<string>();
  const templateOf = (type: string) => prefilledEvent(eventTemplates, type, state.context);
  const draftFor = (type: string) => drafts[type] ?? draftOf(templateOf(type));
  const canSend = sending && !actor.gone && state.status === 'active' && snapshot !== null;
  const accepted = canSend && snapshot ? acceptedEventTypes(snapshot) : [];

  const eventFor = (type: string) => eventOf(templateOf(type), draftFor(type));
  const enabled = snapshot ? enabledTransitions(snapshot, accepted, eventFor) : new Set<string>();
  const take = (edge: PlacedEdge) => {
    if (edge.trigger.kind !== 'event') return;
    const event = eventFor(edge.trigger.eventType);
    if (event) onSend(state, event);
  };
  const latestTake = useRef(take);
  latestTake.current = take;
  const onTake = useCallback((edge: PlacedEdge) => latestTake.current(edge), []);

  return (
    <MachineViewFrame
      name={machine ? flowName(machine) : state.name}
      code={state.name}
      status={liveStatus(actor)}
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={sending} onChange={(change) => setSending(change.target.checked)} />}
            label="Send events to the site"
          />
          <Button
            startIcon={<LinkIcon />}
            href={copy?.link ?? ''}
            target="_blank"
            disabled={!copy}
            aria-label="Open the session as a link"
          >
            Open as link
          </Button>
          <CopyAsTestButton code={() => copy?.test ?? null} disabled={!copy} onCopy={setCopied} />
        </>
      }
      about={
        <>
          {codeNames ? `Machine ${state.machineId}` : machine ? flowName(machine) : 'A flow'} in the tab on{' '}
          {state.page}; {sending ? 'events sent from here reach it' : 'read-only'}.
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
          <CopyAsTestDialog
            code={copied}
            fileName={`${state.machineId}.live.test.ts`}
            note={copy?.left?.code ?? null}
            onClose={() => setCopied(null)}
          />
          {copy?.left && (
            <Typography
              variant="body2"
              color="text.secondary"
              role="note"
              aria-label="Left out of the link"
              sx={{ px: 2, pt: 1.5 }}
            >
              {codeNames ? copy.left.code : copy.left.words}
            </Typography>
          )}
          <StateSection label="Live state value" value={state.value} machine={machine} />
          {canSend && snapshot && (
            <EventFormsSection
              types={accepted}
              snapshot={snapshot}
              templateOf={templateOf}
              draftFor={draftFor}
              disabled={false}
              onChange={(type, draft) => setDrafts((all) => ({ ...all, [type]: draft }))}
              onSend={(sent) => onSend(state, sent)}
            />
          )}
          <PanelSection title="Context">
            <ContextTree context={state.context} />
          </PanelSection>
          <LiveLog actor={actor} machine={machine} codeNames={codeNames} />
        </SidePanel>
      }
    />
  );
}
