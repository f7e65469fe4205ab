import { API_PREFIX, endpoints } from '@contract/endpoints';
import { type FlowStepReport, MAX_STEPS_PER_BATCH, stepMs, VISIT_ID_PATTERN } from '@contract/flowEvents';
import { ALWAYS_EVENT, FLOW_GRAPH, type FlowGraph, stepProblem } from '@contract/flowGraph';
import type { InspectionEvent } from 'xstate';
import { config } from '@/lib/config/siteConfig';

// The collector of visitors' steps (issue 45): loaded only once statistics is allowed
// (visitorStepsGate.ts), it reads the app actors' inspection events and reports each transition a
// visitor takes as flow, state left, event type, state entered and the time spent in the state left
// (the app-wide actors' events, and those of the flows a page runs itself: pageFlows.ts).
// Nothing else of an event or a snapshot leaves this module.

interface StateNodeLike {
  id: string;
  machine: { id: string };
}
interface TransitionLike {
  source: StateNodeLike;
  target?: readonly StateNodeLike[] | undefined;
  // '' for an eventless (always) transition, null for the initial one.
  eventType: string | null;
  reenter?: boolean;
}
interface SnapshotLike {
  machine?: { id: string };
  status?: string;
  _nodes?: readonly StateNodeLike[];
}

/** Whether a state's id is that of `ancestor` or of a state inside it. */
const within = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);

/**
 * Whether taking the transition enters the state: a target or a state inside one (the source itself
 * only when the transition re-enters it), or a state around a target that does not hold the source.
 */
const entersNode = (transition: TransitionLike, id: string) =>
  (transition.target ?? []).some(
    (target) =>
      (within(id, target.id) && (transition.reenter === true || target.id !== transition.source.id)) ||
      (within(target.id, id) && !within(transition.source.id, id)),
  );

/** A timer that re-arms itself (the code's countdown ticking) is the machine keeping time, not a step. */
const isTimerTick = (step: FlowStepReport) => step.event.startsWith('xstate.after.') && step.from === step.to;

export interface StepCollectorOptions {
  /** The flows whose steps may be reported; a step the graph does not hold is left out. */
  graph?: FlowGraph;
  /** Milliseconds on one clock; 0 is when the page started, taken as the entry of a state seen first in place. */
  now: () => number;
}

/**
 * Turns inspection events into the steps the server accepts: each transition with a target, from the
 * state that holds it to each state it enters, that the flow graph knows, timer ticks left out.
 */
export function createStepCollector({ graph = FLOW_GRAPH, now }: StepCollectorOptions) {
  /** Per actor: when each of its active states was entered. */
  const enteredAt = new Map<string, Map<string, number>>();
  /** Per actor created while the collector listens: when, which is when its first states were entered. */
  const createdAt = new Map<string, number>();
  const pending: FlowStepReport[] = [];

  function observe(inspection: InspectionEvent): void {
    const actor = inspection.actorRef.sessionId;
    if (inspection.type === '@xstate.actor') createdAt.set(actor, now());
    if (inspection.type !== '@xstate.microstep') return;
    // A flow the graph does not count (the session, navigation) is not followed at all.
    const flow = (inspection.snapshot as SnapshotLike).machine?.id;
    if (flow === undefined || !Object.hasOwn(graph.flows, flow)) return;
    const at = now();
    // A state entered before the collector listened: from the page's start at the latest.
    const firstEntry = createdAt.get(actor) ?? 0;
    const entered = enteredAt.get(actor) ?? new Map<string, number>();
    for (const transition of inspection._transitions as readonly TransitionLike[]) {
      for (const target of transition.target ?? []) {
        const step: FlowStepReport = {
          flow: transition.source.machine.id,
          from: transition.source.id,
          event: transition.eventType || ALWAYS_EVENT,
          to: target.id,
          ms: stepMs(at - (entered.get(transition.source.id) ?? firstEntry)),
        };
        if (!isTimerTick(step) && stepProblem(graph, step) === undefined) pending.push(step);
      }
    }
    const snapshot = inspection.snapshot as SnapshotLike;
    if (snapshot.status !== 'active') {
      enteredAt.delete(actor);
      createdAt.delete(actor);
      return;
    }
    const transitions = inspection._transitions as readonly TransitionLike[];
    const known = enteredAt.has(actor);
    const active = new Map<string, number>();
    for (const node of snapshot._nodes ?? []) {
      const since = known ? entered.get(node.id) : firstEntry;
      const isEntered = transitions.some((transition) => entersNode(transition, node.id));
      active.set(node.id, since === undefined || isEntered ? at : since);
    }
    enteredAt.set(actor, active);
  }

  return {
    observe,
    /** The steps seen since the last call, at most MAX_STEPS_PER_BATCH per batch. */
    hasSteps: () => pending.length > 0,
    takeBatches(): FlowStepReport[][] {
      const batches: FlowStepReport[][] = [];
      while (pending.length > 0) batches.push(pending.splice(0, MAX_STEPS_PER_BATCH));
      return batches;
    },
  };
}

/** sessionStorage key of this tab's visit id. */
export const VISIT_KEY = 'aden.visit';

/** A random id for this tab (sessionStorage): 22 letters, digits, - or _, never tied to an account. */
export function visitIdOf(storage: Storage | undefined): string {
  try {
    const kept = storage?.getItem(VISIT_KEY);
    // Anything else under the key (written by hand) would have every batch refused: a new id replaces it.
    if (kept && VISIT_ID_PATTERN.test(kept)) return kept;
  } catch {
    // Storage switched off: the id then lasts as long as the page.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    storage?.setItem(VISIT_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

/** How long after a step the batch waits, then for the browser to idle: a few requests a visit, not one a step. */
export const SEND_DELAY_MS = 5_000;
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Starts reporting the app actors' steps: `listen` hands it their inspection events and returns how
 * to stop. Batches go a few seconds after a step, when the browser idles, and at once when the page
 * is hidden or left (fetch with keepalive outlives the page; no credentials, so no cookie travels).
 * Returns the stop, which drops what is not sent (statistics taken back).
 */
export function startStepCollector(
  listen: (observer: (event: InspectionEvent) => void) => () => void,
): () => void {
  const collector = createStepCollector({ now: () => performance.now() });
  const visit = visitIdOf(window.sessionStorage);
  const url = `${config.apiBase}${endpoints.reportFlowEvents.path.slice(API_PREFIX.length)}`;
  let timer: number | undefined;

  const send = () => {
    timer = undefined;
    for (const events of collector.takeBatches())
      fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ visit, events }),
      }).catch(() => undefined);
  };
  const sendSoon = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(send, { timeout: IDLE_TIMEOUT_MS });
      else send();
    }, SEND_DELAY_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };

  const unlisten = listen((inspection) => {
    collector.observe(inspection);
    if (collector.hasSteps()) sendSoon();
  });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', send);
  return () => {
    unlisten();
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', send);
    collector.takeBatches();
  };
}
