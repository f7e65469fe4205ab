import type { MachineEntry } from '@machines/index';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DiagramLayout, PlacedEdge } from './graph/layout';
import { activeStateIds } from './graph/machineGraph';
import { useLayout } from './graph/useLayout';
import { reproLink } from './link/reproLink';
import { MachineViewFrame } from './MachineViewFrame';
import { ContextTree } from './panels/ContextTree';
import { CopyAsTestDialog } from './panels/CopyAsTestDialog';
import { draftOf, type EventDraft, EventForm, eventOf } from './panels/EventForms';
import { PanelSection } from './panels/PanelSection';
import { SidePanel, StateSection } from './panels/SidePanel';
import { TimelineLog } from './panels/TimelineLog';
import { StatePathList } from './paths/StatePathList';
import { acceptedEventTypes, accepts, transitionsFor } from './sandbox/accepted';
import { copyAsTest } from './sandbox/copyAsTest';
import { prefilledEvent } from './sandbox/eventTemplates';
import type { LabStep, PendingCall } from './sandbox/labSession';
import { LabTimeline, type TimelineView } from './sandbox/labTimeline';
import { eventTemplates } from './sandbox/machineSources';
import { ScreenPane, type ScreenWidth, screenRoom } from './screen/ScreenPane';

const ONE_SECOND = 1000;

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** One sandbox per machine and restart: created here (replaying `steps`, a link's), stopped when left. */
function useTimeline(entry: MachineEntry, steps: readonly LabStep[]) {
  const [timeline, setTimeline] = useState<LabTimeline | null>(null);
  useEffect(() => {
    let created: LabTimeline | null = null;
    let current = true;
    setTimeline(null);
    LabTimeline.create(entry.machine, entry.exampleInput).then(async (made) => {
      created = made;
      if (steps.length > 0) await made.replay(steps);
      if (current) setTimeline(made);
      else made.stop();
    });
    return () => {
      current = false;
      created?.stop();
    };
  }, [entry, steps]);
  return timeline;
}

const NO_STEPS: readonly LabStep[] = [];

/** The steps of the entries up to the shown one: what a link and a copied test replay. */
const stepsOf = (timeline: LabTimeline) =>
  timeline.path().flatMap((entry) => (entry.step ? [entry.step] : []));

export function Sandbox({
  entry,
  steps = NO_STEPS,
  badge,
}: {
  entry: MachineEntry;
  steps?: readonly LabStep[];
  /** Shown after the machine's description: its coverage. */
  badge?: ReactNode;
}) {
  const [run, setRun] = useState(0);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const layout = useLayout(entry.machine, collapsed);
  const onToggle = useCallback(
    (stateId: string) =>
      setCollapsed((before) => {
        const after = new Set(before);
        if (!after.delete(stateId)) after.add(stateId);
        return after;
      }),
    [],
  );
  return (
    <SandboxRun
      key={run}
      entry={entry}
      // A restart starts from nothing; the link's steps are for the first run only.
      steps={run === 0 ? steps : NO_STEPS}
      layout={layout}
      onToggle={onToggle}
      onRestart={() => setRun((count) => count + 1)}
      badge={badge}
    />
  );
}

/** One run of the sandbox; a restart mounts a fresh one. */
function SandboxRun({
  steps,
  ...shown
}: {
  entry: MachineEntry;
  steps: readonly LabStep[];
  layout: DiagramLayout | null;
  onToggle(stateId: string): void;
  onRestart(): void;
  badge: ReactNode;
}) {
  const { entry } = shown;
  const timeline = useTimeline(entry, steps);
  if (!timeline) return null;
  return <SandboxView timeline={timeline} {...shown} />;
}

function SandboxView({
  entry,
  timeline,
  layout,
  onToggle,
  onRestart,
  badge,
}: {
  entry: MachineEntry;
  timeline: LabTimeline;
  layout: DiagramLayout | null;
  onToggle(stateId: string): void;
  onRestart(): void;
  badge: ReactNode;
}) {
  const view: TimelineView = useSyncExternalStore(timeline.subscribe, timeline.getView);
  const link = reproLink(entry.id, view.entries.length > 0 ? stepsOf(timeline) : []);
  // The address follows the lab: a bug report is the address bar.
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== link)
      window.history.replaceState(null, '', link);
  }, [link]);
  const [linkCopied, setLinkCopied] = useState(false);
  const [screenWidth, setScreenWidth] = useState<ScreenWidth>('phone');
  const applyStep = useCallback((step: LabStep) => void timeline.apply(step), [timeline]);
  const { snapshot } = view;
  const context = view.entries[view.cursor]?.context ?? {};
  const [drafts, setDrafts] = useState<Record<string, EventDraft>>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [copied, setCopied] = useState<string | null>(null);

  const acceptedTypes = acceptedEventTypes(snapshot);
  const templateOf = (type: string) => prefilledEvent(eventTemplates, type, context);
  const draftFor = (type: string) => drafts[type] ?? draftOf(templateOf(type));
  const eventFor = (type: string) => eventOf(templateOf(type), draftFor(type));
  const answerFor = (actor: string) => answers[actor] ?? '{}';

  const apply = (step: LabStep) => void timeline.apply(step);
  const answer = (call: PendingCall, outcome: 'resolve' | 'reject') => {
    const parsed = parseJson(answerFor(call.actor));
    if (parsed.ok) apply({ kind: 'answer', actor: call.actor, outcome, value: parsed.value });
  };
  const untilNext = view.untilNextDelay;

  const active = activeStateIds(snapshot as never);
  const enabled = new Set<string>();
  if (!view.busy) {
    // An event edge is enabled when its event, with the form's payload, would take exactly it.
    for (const type of acceptedTypes) {
      const event = eventFor(type);
      if (event) for (const id of transitionsFor(snapshot, event)) enabled.add(id);
    }
    for (const edge of layout?.edges ?? []) {
      const { trigger } = edge;
      if (!active.has(edge.source)) continue;
      if (trigger.kind === 'delay' && untilNext !== null) enabled.add(edge.transitionId);
      if (
        (trigger.kind === 'actorDone' || trigger.kind === 'actorError') &&
        view.pending.some((call) => call.actor === trigger.actor)
      )
        enabled.add(edge.transitionId);
    }
  }
  const takeEdge = (edge: PlacedEdge) => {
    const { trigger } = edge;
    if (trigger.kind === 'event') {
      const event = eventFor(trigger.eventType);
      if (event) apply({ kind: 'event', event });
    } else if (trigger.kind === 'delay' && untilNext !== null) apply({ kind: 'advance', ms: untilNext });
    else if (trigger.kind === 'actorDone' || trigger.kind === 'actorError') {
      const call = view.pending.find((candidate) => candidate.actor === trigger.actor);
      if (call) answer(call, trigger.kind === 'actorDone' ? 'resolve' : 'reject');
    }
  };
  // A stable handler for the memoised diagram that always sees the latest drafts.
  const latestTake = useRef(takeEdge);
  latestTake.current = takeEdge;
  const onTake = useCallback((edge: PlacedEdge) => latestTake.current(edge), []);
  const current = view.entries[view.cursor];

  return (
    <MachineViewFrame
      name={entry.id}
      status={{
        label: snapshot.status === 'active' ? 'running' : snapshot.status,
        color: snapshot.status === 'active' ? 'success' : snapshot.status === 'done' ? 'primary' : 'error',
      }}
      actions={
        <>
          <Button startIcon={<RestartAltIcon />} onClick={onRestart}>
            Restart
          </Button>
          <Button
            startIcon={<LinkIcon />}
            onClick={() => {
              const address = new URL(link, window.location.origin).href;
              navigator.clipboard?.writeText(address).catch(() => undefined);
              setLinkCopied(true);
            }}
            onBlur={() => setLinkCopied(false)}
          >
            {linkCopied ? 'Link copied' : 'Copy link'}
          </Button>
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => {
              const code = copyAsTest({
                machineId: entry.id,
                input: entry.exampleInput,
                path: timeline.path(),
              });
              setCopied(code);
              navigator.clipboard?.writeText(code).catch(() => undefined);
            }}
          >
            Copy as test
          </Button>
        </>
      }
      about={
        <>
          {entry.description} {badge}
        </>
      }
      diagram={
        layout && {
          layout,
          active,
          enabled,
          flashed: new Set(current?.transitions ?? []),
          flashKey: view.cursor + view.entries.length * 1000,
          onTake,
          onToggle,
        }
      }
      screen={
        <ScreenPane
          machineId={entry.id}
          actor={view.actor}
          shown={current}
          apply={applyStep}
          width={screenWidth}
          onWidth={setScreenWidth}
        />
      }
      sideWidth={`max(420px, ${screenRoom(screenWidth)})`}
      placeholder="Laying out the diagram…"
      side={
        <>
          <SidePanel label="Sandbox">
            <StateSection label="State value" value={snapshot.value} machine={entry.machine} />
            <PanelSection title="Go to a state">
              <StatePathList
                entry={entry}
                disabled={view.busy}
                onChoose={(steps) => void timeline.replay(steps)}
              />
            </PanelSection>
            <PanelSection title="Events">
              <Stack spacing={1}>
                {acceptedTypes.map((type) => (
                  <EventForm
                    key={type}
                    template={templateOf(type)}
                    snapshot={snapshot}
                    draft={draftFor(type)}
                    accepted={(() => {
                      const event = eventFor(type);
                      return event !== null && accepts(snapshot, event);
                    })()}
                    disabled={view.busy}
                    onChange={(draft) => setDrafts((all) => ({ ...all, [type]: draft }))}
                    onSend={(event) => apply({ kind: 'event', event })}
                  />
                ))}
                {acceptedTypes.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No event is accepted in this state.
                  </Typography>
                )}
              </Stack>
            </PanelSection>
            <PanelSection title="Waiting calls">
              <Stack spacing={1}>
                {view.pending.map((call) => (
                  <Paper
                    key={call.id}
                    variant="outlined"
                    sx={{ p: 1.25 }}
                    aria-label={`Call to ${call.actor}`}
                  >
                    <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 13 }}>
                      {call.actor}
                    </Typography>
                    <Typography
                      component="pre"
                      aria-label={`Input of ${call.actor}`}
                      sx={{
                        m: 0,
                        my: 0.5,
                        fontSize: 12,
                        color: 'text.secondary',
                        whiteSpace: 'pre-wrap',
                        wordBreak: 'break-all',
                      }}
                    >
                      {JSON.stringify(call.input, null, 1)}
                    </Typography>
                    <TextField
                      label="Answer (JSON)"
                      size="small"
                      fullWidth
                      multiline
                      value={answerFor(call.actor)}
                      error={!parseJson(answerFor(call.actor)).ok}
                      onChange={(change) =>
                        setAnswers((all) => ({ ...all, [call.actor]: change.target.value }))
                      }
                      slotProps={{
                        htmlInput: {
                          'aria-label': `Answer for ${call.actor}`,
                          style: { fontFamily: 'monospace', fontSize: 13 },
                        },
                      }}
                      sx={{ my: 1 }}
                    />
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={view.busy}
                        onClick={() => answer(call, 'resolve')}
                      >
                        Resolve
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        disabled={view.busy}
                        onClick={() => answer(call, 'reject')}
                      >
                        Reject
                      </Button>
                    </Stack>
                  </Paper>
                ))}
                {view.pending.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No call is waiting.
                  </Typography>
                )}
              </Stack>
            </PanelSection>
            <PanelSection title="Timers">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-label="Next delay">
                {untilNext === null ? 'No delay is waiting.' : `Next delay in ${untilNext / ONE_SECOND} s.`}
              </Typography>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, '& button': { whiteSpace: 'nowrap' } }}
              >
                <Button
                  size="small"
                  variant="outlined"
                  disabled={view.busy}
                  onClick={() => apply({ kind: 'advance', ms: ONE_SECOND })}
                >
                  Advance 1 s
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={view.busy || untilNext === null}
                  onClick={() => untilNext !== null && apply({ kind: 'advance', ms: untilNext })}
                >
                  Advance to next delay
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={view.busy || untilNext === null}
                  onClick={() => void timeline.advanceUntilStateChanges()}
                >
                  Until the state changes
                </Button>
              </Stack>
            </PanelSection>
            <PanelSection title="Context">
              <ContextTree context={context} />
            </PanelSection>
            <PanelSection title="Log">
              <TimelineLog
                machine={entry.machine}
                entries={view.entries}
                cursor={view.cursor}
                disabled={view.busy}
                onTravel={(index) => void timeline.travel(index)}
              />
            </PanelSection>
          </SidePanel>
          <CopyAsTestDialog
            code={copied}
            fileName={`${entry.id}.lab.test.ts`}
            onClose={() => setCopied(null)}
          />
        </>
      }
    />
  );
}
