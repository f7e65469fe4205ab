import { FLOW_GRAPH } from '@contract/flowGraph';
import type { MachineEntry } from '@machines/index';
import { flowName } from '@machines/words';
import LinkIcon from '@mui/icons-material/Link';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { childFlowStates } from './graph/childFlows';
import { useCodeNames } from './graph/codeNames';
import type { NumbersAction } from './graph/DiagramDrawing';
import type { DiagramLayout, PlacedEdge } from './graph/layout';
import { activeStateIds, machineGraph } from './graph/machineGraph';
import { useLayout } from './graph/useLayout';
import { reproLink } from './link/reproLink';
import { type MachineStatus, MachineViewFrame } from './MachineViewFrame';
import { CallAnswer } from './panels/CallAnswer';
import { ContextTree } from './panels/ContextTree';
import { CopyAsTestButton, CopyAsTestDialog } from './panels/CopyAsTestDialog';
import { draftOf, type EventDraft, EventFormsSection, eventOf } from './panels/EventForms';
import { PanelSection } from './panels/PanelSection';
import { ScratchServerPanel } from './panels/ServerAnswer';
import { SidePanel, StateSection } from './panels/SidePanel';
import { stepWords, TimelineLog } from './panels/TimelineLog';
import { StatePathList } from './paths/StatePathList';
import { acceptedEventTypes, enabledTransitions } from './sandbox/accepted';
import { outcomesOf } from './sandbox/callMenu';
import { copyAsTest, describeStep } from './sandbox/copyAsTest';
import { prefilledEvent } from './sandbox/eventTemplates';
import type { LabStep } from './sandbox/labSession';
import { LabTimeline, type ReplayStop, type TimelineView } from './sandbox/labTimeline';
import { eventTemplates } from './sandbox/machineSources';
import { ScreenPane, type ScreenWidth, screenRoom } from './screen/ScreenPane';
import { labInputOf } from './screen/screenActors';
import { type VisitorsActor, VisitorsLayer } from './visitors/VisitorsLayer';
import { chartNumbers, edgeArrowKey, visitorFigures } from './visitors/visitorFigures';
import { createVisitorsLogic } from './visitors/visitors.effects';

const ONE_SECOND = 1000;

/** The Visitors layer as the sandbox's view shows it. */
type SandboxVisitors = ReturnType<typeof useVisitors> & { marks: ReadonlyMap<string, string> };

const NO_TRANSITIONS: ReadonlySet<string> = new Set();

/** One sandbox per machine and restart: created here (replaying `steps`, a link's), stopped when left. */
function useTimeline(entry: MachineEntry, steps: readonly LabStep[]) {
  const [made, setMade] = useState<{ timeline: LabTimeline; stop: ReplayStop | null } | null>(null);
  useEffect(() => {
    let created: LabTimeline | null = null;
    let current = true;
    setMade(null);
    LabTimeline.create(entry.machine, labInputOf(entry.id, entry.exampleInput)).then(async (timeline) => {
      created = timeline;
      const { stop } = steps.length > 0 ? await timeline.replay(steps) : { stop: null };
      if (current) setMade({ timeline, stop });
      else timeline.stop();
    });
    return () => {
      current = false;
      created?.stop();
    };
  }, [entry, steps]);
  return made;
}

/** What a note of the sandbox says, with the code's names and in words; shown as the switch asks. */
interface Note {
  code: string;
  words: string;
}

/** Why a replay (of a link, or of a path to a state) ended before its last step. */
function stopNote(machine: AnyStateMachine, stop: ReplayStop, count: number): Note {
  const said = (step: string, why: string) =>
    `Replayed ${stop.index} of ${count} steps: step ${stop.index + 1} (${step}) no longer applies: ${why}.`;
  const step = stepWords(machine, stop.step);
  return { code: said(describeStep(stop.step), stop.reason), words: said(step, stop.words) };
}

const NO_STEPS: readonly LabStep[] = [];

/** The snapshot of the running child flow invoked as `invokeId`, or null when none runs. */
function childSnapshotOf(snapshot: AnyMachineSnapshot, invokeId: string): AnyMachineSnapshot | null {
  const ref = (snapshot.children as Record<string, AnyActorRef | undefined>)[invokeId];
  const inner = ref?.getSnapshot() as AnyMachineSnapshot | undefined;
  return inner?.machine && inner.status === 'active' ? inner : null;
}

/** The steps of the entries up to the shown one: what a link and a copied test replay. */
const stepsOf = (timeline: LabTimeline) =>
  timeline.path().flatMap((entry) => (entry.step ? [entry.step] : []));

export function Sandbox({
  entry,
  steps = NO_STEPS,
  unreadable,
  badge,
  untested,
}: {
  entry: MachineEntry;
  steps?: readonly LabStep[];
  /** The link's first step that is not a step (those after it were not read). */
  unreadable?: { index: number; text: string } | undefined;
  /** Shown after the machine's description: its coverage. */
  badge?: ReactNode;
  /** The transitions no test of the flow takes (coverage names): the chart marks them. */
  untested?: ReadonlySet<string> | undefined;
}) {
  const [run, setRun] = useState(0);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const visitors = useVisitors(entry);
  const layout = useLayout(entry.machine, collapsed, visitors.numbers);
  const marks = useVisitorMarks(visitors.actor, layout);
  const onToggle = useCallback(
    (stateId: string) =>
      setCollapsed((before) => {
        const after = new Set(before);
        if (!after.delete(stateId)) after.add(stateId);
        return after;
      }),
    [],
  );
  // Fit closes groups when the whole chart would not read at 9 px.
  const onClose = useCallback(
    (stateIds: readonly string[]) => setCollapsed((before) => new Set([...before, ...stateIds])),
    [],
  );
  return (
    <SandboxRun
      key={run}
      entry={entry}
      // A restart starts from nothing; the link's steps are for the first run only.
      steps={run === 0 ? steps : NO_STEPS}
      unreadable={run === 0 ? unreadable : undefined}
      layout={layout}
      onToggle={onToggle}
      onClose={onClose}
      onRestart={() => setRun((count) => count + 1)}
      badge={badge}
      untested={untested}
      visitors={{ ...visitors, marks }}
    />
  );
}

/** The Visitors layer of a flow: its actor, the chart's numbers and what a click on them does. */
function useVisitors(entry: MachineEntry) {
  const [logic] = useState(createVisitorsLogic);
  const actor = useActorRef(logic, { input: { flow: entry.id } });
  const answer = useSelector(actor, (state) =>
    state.matches({ on: 'shown' }) ? state.context.answer : null,
  );
  const before = useSelector(actor, (state) => state.context.before);
  const view = useSelector(actor, (state) => state.context.view);
  const graph = useMemo(() => machineGraph(entry.machine), [entry.machine]);
  const titleOf = useCallback(
    (stateId: string) => graph.states.find((state) => state.id === stateId)?.title ?? stateId,
    [graph],
  );
  const numbers = useMemo(
    () => (answer ? chartNumbers(visitorFigures(answer, titleOf, before)) : undefined),
    [answer, before, titleOf],
  );
  const onNumbers = useMemo<NumbersAction | undefined>(() => {
    if (!numbers) return undefined;
    const pick = (state: string) => actor.send({ type: 'visitors.pickState', state });
    return view === 'funnel'
      ? {
          stateLabel: (state) => `Add "${state.title}" to the funnel`,
          arrowLabel: (edge) => `Add "${titleOf(edge.target)}" to the funnel`,
          onState: pick,
          onArrow: (edge) => pick(edge.target),
        }
      : {
          stateLabel: (state) => `Visitors in "${state.title}"`,
          arrowLabel: (edge) => `Visitors from "${titleOf(edge.source)}" to "${titleOf(edge.target)}"`,
          onState: pick,
          onArrow: (edge) => actor.send({ type: 'visitors.explain', target: edgeArrowKey(edge) }),
        };
  }, [actor, numbers, view, titleOf]);
  return { actor, numbers, onNumbers, counted: Object.hasOwn(FLOW_GRAPH.flows, entry.id), titleOf };
}

/** What the layer marks on the chart: the funnel's states, numbered, or the state or arrow explained. */
function useVisitorMarks(actor: VisitorsActor, layout: DiagramLayout | null) {
  const view = useSelector(actor, (state) => state.context.view);
  const path = useSelector(actor, (state) => state.context.path);
  const explained = useSelector(actor, (state) => state.context.explained);
  return useMemo(() => {
    const marks = new Map<string, string>();
    if (view === 'funnel') for (const [index, state] of path.entries()) marks.set(state, String(index + 1));
    else if (explained !== null) {
      marks.set(explained, '');
      for (const edge of layout?.edges ?? []) if (edgeArrowKey(edge) === explained) marks.set(edge.id, '');
    }
    return marks;
  }, [view, path, explained, layout]);
}

/** What a sandbox draws with besides its steps: the flow, its chart's layout and the panel's controls. */
interface SandboxShown {
  entry: MachineEntry;
  layout: DiagramLayout | null;
  onToggle(stateId: string): void;
  onClose(stateIds: readonly string[]): void;
  onRestart(): void;
  badge: ReactNode;
  untested: ReadonlySet<string> | undefined;
  visitors: SandboxVisitors;
}

/** One run of the sandbox; a restart mounts a fresh one. */
function SandboxRun({
  steps,
  unreadable,
  ...shown
}: SandboxShown & {
  steps: readonly LabStep[];
  unreadable: { index: number; text: string } | undefined;
}) {
  const { entry } = shown;
  const made = useTimeline(entry, steps);
  if (!made) return null;
  const unread = (step: string) =>
    `Replayed ${unreadable?.index} steps: step ${(unreadable?.index ?? 0) + 1}${step} is not a step the lab can read.`;
  const linkNote: Note | null = made.stop
    ? stopNote(entry.machine, made.stop, steps.length)
    : unreadable
      ? { code: unread(` ("${unreadable.text}")`), words: unread(' of the link') }
      : null;
  const kept = ' The address is kept as it was given.';
  return (
    <SandboxView
      timeline={made.timeline}
      linkNote={linkNote && { code: linkNote.code + kept, words: linkNote.words + kept }}
      {...shown}
    />
  );
}

/** What a panel of the run reads and drives: the timeline and its view now. */
interface SandboxPart {
  timeline: LabTimeline;
  view: TimelineView;
}

/** The badge beside the flow's name: running, done or stopped. */
function sandboxStatus(snapshot: AnyMachineSnapshot): MachineStatus {
  return {
    label: snapshot.status === 'active' ? 'running' : snapshot.status,
    color: snapshot.status === 'active' ? 'success' : snapshot.status === 'done' ? 'primary' : 'error',
  };
}

/**
 * The address follows the lab: a bug report is the address bar. A link that stopped short
 * (`keepGiven`) stays in the address bar as given until the person takes a step.
 */
function useAddressFollows(link: string, keepGiven: boolean) {
  const keptFor = useRef(keepGiven ? link : null);
  useEffect(() => {
    if (keptFor.current === link) return;
    keptFor.current = null;
    if (`${window.location.pathname}${window.location.search}` !== link)
      window.history.replaceState(null, '', link);
  }, [link]);
}

/** The run's buttons: start again, copy its link, copy it as a test. */
function SandboxActions({
  entry,
  timeline,
  link,
  onRestart,
  onCopy,
}: SandboxPart & {
  entry: MachineEntry;
  link: string;
  onRestart(): void;
  onCopy(code: string): void;
}) {
  return (
    <>
      <Button startIcon={<RestartAltIcon />} onClick={onRestart}>
        Restart
      </Button>
      <CopyLinkButton link={link} />
      <CopyAsTestButton
        code={() => copyAsTest({ machineId: entry.id, input: entry.exampleInput, path: timeline.path() })}
        onCopy={onCopy}
      />
    </>
  );
}

/** Puts the run's link, as a whole address, on the clipboard, and says so until it loses focus. */
function CopyLinkButton({ link }: { link: string }) {
  const [linkCopied, setLinkCopied] = useState(false);
  return (
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
  );
}

/** Each event's template (prefilled from `context`), its draft as the form holds it, and the event the two make. */
function eventsOver(drafts: Record<string, EventDraft>, context: Record<string, unknown>) {
  const templateOf = (type: string) => prefilledEvent(eventTemplates, type, context);
  const draftFor = (type: string) => drafts[type] ?? draftOf(templateOf(type));
  return { templateOf, draftFor, eventFor: (type: string) => eventOf(templateOf(type), draftFor(type)) };
}

type EventFor = ReturnType<typeof eventsOver>['eventFor'];

/**
 * The arrows a click takes now, none while a step runs: an event's that its form's payload would
 * take exactly, a timer's while a delay waits, a call's end while the call waits.
 */
function enabledArrows(
  view: TimelineView,
  edges: readonly PlacedEdge[],
  active: ReadonlySet<string>,
  eventFor: EventFor,
): Set<string> {
  if (view.busy) return new Set();
  const enabled = enabledTransitions(view.snapshot, acceptedEventTypes(view.snapshot), eventFor);
  for (const edge of edges) {
    const { trigger } = edge;
    if (!active.has(edge.source)) continue;
    if (trigger.kind === 'delay' && view.untilNextDelay !== null) enabled.add(edge.transitionId);
    if (
      (trigger.kind === 'actorDone' || trigger.kind === 'actorError') &&
      view.pending.some((call) => call.actor === trigger.actor)
    )
      enabled.add(edge.transitionId);
  }
  return enabled;
}

/**
 * The step a click on an arrow takes: its event as its form holds it, the clock on to the next
 * delay, or the call's end with the menu's first answer of that kind (the success, the spec's first failure).
 */
function arrowStep(edge: PlacedEdge, view: TimelineView, eventFor: EventFor): LabStep | null {
  const { trigger } = edge;
  if (trigger.kind === 'event') {
    const event = eventFor(trigger.eventType);
    return event && { kind: 'event', event };
  }
  if (trigger.kind === 'delay')
    return view.untilNextDelay === null ? null : { kind: 'advance', ms: view.untilNextDelay };
  if (trigger.kind !== 'actorDone' && trigger.kind !== 'actorError') return null;
  const call = view.pending.find((candidate) => candidate.actor === trigger.actor);
  if (!call) return null;
  const outcome = trigger.kind === 'actorDone' ? 'resolve' : 'reject';
  const first = outcomesOf(call.actor).find((candidate) => candidate.outcome === outcome);
  return { kind: 'answer', actor: call.actor, outcome, value: first ? first.value : {} };
}

/** Why a replay ended early, with the code's names or in words; closed, it is gone. */
function ReplayStoppedNote({ note, onClose }: { note: Note; onClose(): void }) {
  const codeNames = useCodeNames();
  return (
    <Alert severity="warning" onClose={onClose} aria-label="Replay stopped" sx={{ m: 1.5 }}>
      {codeNames ? note.code : note.words}
    </Alert>
  );
}

/** The calls the flow waits on, each with its answers, and the scratch server that can answer them. */
function WaitingCalls({ machine, view, timeline }: SandboxPart & { machine: AnyStateMachine }) {
  return (
    <PanelSection title="Waiting calls">
      <ScratchServerPanel machine={machine} />
      <Stack spacing={1}>
        {view.pending.map((call) => (
          <CallAnswer
            key={call.id}
            call={call}
            outcomes={outcomesOf(call.actor, call.input)}
            objectionTo={(outcome) => timeline.objectionTo(call, outcome.outcome, outcome.value)}
            disabled={view.busy}
            onAnswer={(outcome, value) =>
              void timeline.apply({ kind: 'answer', actor: call.actor, outcome, value })
            }
          />
        ))}
        {view.pending.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No call is waiting.
          </Typography>
        )}
      </Stack>
    </PanelSection>
  );
}

/** The lab clock: the next delay, what the clock reads, and the buttons that move it on. */
function Timers({ view, timeline }: SandboxPart) {
  const untilNext = view.untilNextDelay;
  const current = view.entries[view.cursor];
  const advance = (ms: number) => void timeline.apply({ kind: 'advance', ms });
  return (
    <PanelSection title="Timers">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-label="Next delay">
        {untilNext === null ? 'No delay is waiting.' : `Next delay in ${untilNext / ONE_SECOND} s.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-label="Lab clock">
        {current?.step?.kind === 'advance'
          ? `The last step moved the clock on ${current.step.ms / ONE_SECOND} s; it reads ${view.clockMs / ONE_SECOND} s.`
          : `The lab clock reads ${view.clockMs / ONE_SECOND} s.`}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, '& button': { whiteSpace: 'nowrap' } }}
      >
        <Button size="small" variant="outlined" disabled={view.busy} onClick={() => advance(ONE_SECOND)}>
          Advance 1 s
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={view.busy || untilNext === null}
          onClick={() => untilNext !== null && advance(untilNext)}
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
  );
}

/**
 * A click on an arrow takes its step: a stable handler for the memoised diagram that always sees
 * the latest view and drafts.
 */
function useArrowClicks({ view, timeline }: SandboxPart, eventFor: EventFor) {
  const takeArrow = (edge: PlacedEdge) => {
    const step = arrowStep(edge, view, eventFor);
    if (step) void timeline.apply(step);
  };
  const latestTake = useRef(takeArrow);
  latestTake.current = takeArrow;
  return useCallback((edge: PlacedEdge) => latestTake.current(edge), []);
}

/** The paths to each state: choosing one replays it, and a replay that stops short says why. */
function GoToState({
  entry,
  view,
  timeline,
  onStop,
}: SandboxPart & { entry: MachineEntry; onStop(note: Note | null): void }) {
  return (
    <PanelSection title="Go to a state">
      <StatePathList
        entry={entry}
        disabled={view.busy}
        onChoose={(steps) =>
          void timeline
            .replay(steps)
            .then(({ stop }) => onStop(stop && stopNote(entry.machine, stop, steps.length)))
        }
      />
    </PanelSection>
  );
}

/**
 * A form for each event the flow accepts now. While a child flow's chart is open, the forms are
 * that flow's events, prefilled from its context and sent to it.
 */
function SandboxEvents({
  view,
  timeline,
  openChild,
  drafts,
  onDrafts,
  events,
}: SandboxPart & {
  openChild: string | null;
  drafts: Record<string, EventDraft>;
  onDrafts(change: (all: Record<string, EventDraft>) => Record<string, EventDraft>): void;
  /** The flow's own events, prefilled from its context. */
  events: ReturnType<typeof eventsOver>;
}) {
  const child = openChild ? childSnapshotOf(view.snapshot, openChild) : null;
  const forms = child ?? view.snapshot;
  const formEvents = child ? eventsOver(drafts, child.context) : events;
  return (
    <EventFormsSection
      types={acceptedEventTypes(forms)}
      snapshot={forms}
      templateOf={formEvents.templateOf}
      draftFor={formEvents.draftFor}
      disabled={view.busy}
      note={
        child &&
        openChild && (
          <Typography variant="body2" color="text.secondary" aria-label="Events of the open flow">
            The {flowName(child.machine)} flow's chart is open: its events, sent to it.
          </Typography>
        )
      }
      empty="No event is accepted in this state."
      onChange={(type, draft) => onDrafts((all) => ({ ...all, [type]: draft }))}
      onSend={(event) =>
        void timeline.apply(
          child && openChild ? { kind: 'event', event, to: openChild } : { kind: 'event', event },
        )
      }
    />
  );
}

/** Every step of the run with its result; a click on one travels back to it. */
function RunLog({ machine, view, timeline }: SandboxPart & { machine: AnyStateMachine }) {
  return (
    <PanelSection title="Log">
      <TimelineLog
        machine={machine}
        entries={view.entries}
        cursor={view.cursor}
        disabled={view.busy}
        onTravel={(index) => void timeline.travel(index)}
      />
    </PanelSection>
  );
}

/** One run as the lab shows it: the chart, the screen, and the side panel that drives the run. */
function SandboxView({
  entry,
  timeline,
  linkNote,
  layout,
  onToggle,
  onClose,
  onRestart,
  badge,
  untested,
  visitors,
}: SandboxShown & {
  timeline: LabTimeline;
  /** Why the opening link's replay ended early; while shown, the address stays as given. */
  linkNote: Note | null;
}) {
  const view: TimelineView = useSyncExternalStore(timeline.subscribe, timeline.getView);
  const link = reproLink(entry.id, view.entries.length > 0 ? stepsOf(timeline) : []);
  const [note, setNote] = useState(linkNote);
  useAddressFollows(link, linkNote !== null);
  const [screenWidth, setScreenWidth] = useState<ScreenWidth>('phone');
  const applyFromScreen = useCallback(
    (step: LabStep) => void timeline.apply(step, { fromScreen: true }),
    [timeline],
  );
  const { snapshot } = view;
  const run: SandboxPart = { view, timeline };
  const current = view.entries[view.cursor];
  const [drafts, setDrafts] = useState<Record<string, EventDraft>>({});
  const [copied, setCopied] = useState<string | null>(null);
  const events = eventsOver(drafts, current?.context ?? {});
  const [openChild, setOpenChild] = useState<string | null>(null);
  const active = activeStateIds(snapshot as never);
  const enabled = enabledArrows(view, layout?.edges ?? [], active, events.eventFor);
  const onTake = useArrowClicks(run, events.eventFor);

  return (
    <MachineViewFrame
      name={entry.name}
      code={entry.id}
      status={sandboxStatus(snapshot)}
      actions={<SandboxActions {...run} entry={entry} link={link} onRestart={onRestart} onCopy={setCopied} />}
      about={
        <>
          {entry.description} {badge}
        </>
      }
      diagram={
        layout && {
          layout,
          active,
          // While the layer's numbers are on the chart, a click on an arrow reads its numbers.
          enabled: visitors.onNumbers ? NO_TRANSITIONS : enabled,
          onNumbers: visitors.onNumbers,
          marks: visitors.marks,
          untested,
          flashed: new Set(current?.transitions ?? []),
          flashKey: view.cursor + view.entries.length * 1000,
          onTake,
          onToggle,
          onClose,
          machine: entry.machine,
          childStates: childFlowStates(snapshot),
          onChildFlow: setOpenChild,
        }
      }
      screen={
        <ScreenPane
          machineId={entry.id}
          actor={view.actor}
          shown={current}
          apply={applyFromScreen}
          width={screenWidth}
          onWidth={setScreenWidth}
        />
      }
      layer={
        <VisitorsLayer visitors={visitors.actor} counted={visitors.counted} titleOf={visitors.titleOf} />
      }
      sideWidth={`max(420px, ${screenRoom(screenWidth)})`}
      placeholder="Laying out the diagram…"
      side={
        <>
          <SidePanel label="Sandbox">
            {note && <ReplayStoppedNote note={note} onClose={() => setNote(null)} />}
            <StateSection label="State value" value={snapshot.value} machine={entry.machine} />
            <GoToState entry={entry} {...run} onStop={setNote} />
            <SandboxEvents
              {...run}
              openChild={openChild}
              drafts={drafts}
              onDrafts={setDrafts}
              events={events}
            />
            <WaitingCalls machine={entry.machine} {...run} />
            <Timers {...run} />
            <PanelSection title="Context">
              <ContextTree context={current?.context ?? {}} />
            </PanelSection>
            <RunLog machine={entry.machine} {...run} />
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
