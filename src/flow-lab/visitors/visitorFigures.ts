import { type FlowStatsAnswer, type ShownCount, SMALLEST_SHOWN_COUNT } from '@contract/flowEvents';
import { ALWAYS_EVENT } from '@contract/flowGraph';
import type { ChartNumbers } from '@/flow-lab/graph/layout';
import type { TransitionEdge } from '@/flow-lab/graph/machineGraph';

// What the Visitors layer writes on a chart, read from GET /api/flow-stats: each number in words, and
// what it counts over which period, so none needs a manual.

/** The largest count a masked one may stand for ("fewer than 5": 1 to 4). */
const LARGEST_MASKED = SMALLEST_SHOWN_COUNT - 1;

/** An arrow's key as the server counts it: from, event (a transition without one is `xstate.always`), to. */
export const arrowKey = (from: string, event: string, to: string) => `${from}>${event || ALWAYS_EVENT}>${to}`;

/** "1,234", or "fewer than 5" for a count the server masks. */
export function countText(count: ShownCount): string {
  return typeof count === 'number' ? count.toLocaleString('en-GB') : `fewer than ${count.fewerThan}`;
}

/** A time in a state in words: "0.4 s", "1.5 s", "15 s", "1 min 10 s", "30 min" (tenths under 10 s). */
export function durationText(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms / 100) / 10} s`;
  const seconds = Math.round(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The period of an answer in words: "the 30 days 2030-01-09 to 2030-02-07 (UTC)". */
export function periodText({ from, to }: { from: string; to: string }): string {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return days === 1 ? `${from} (UTC)` : `the ${days} days ${from} to ${to} (UTC)`;
}

/** A share as bounds: exact when every count it is taken of is known, a range when some are masked. */
export interface Share {
  low: number;
  high: number;
}

/**
 * Each count's share of them all. A masked count is 1 to 4, so a share involving one is the range
 * its possible values allow; the arrows' weight is the middle of it.
 */
export function shares(counts: readonly ShownCount[]): Share[] {
  const known = counts.reduce<number>((sum, count) => sum + (typeof count === 'number' ? count : 0), 0);
  const masked = counts.filter((count) => typeof count !== 'number').length;
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return counts.map((count) =>
    typeof count === 'number'
      ? { low: ratio(count, known + LARGEST_MASKED * masked), high: ratio(count, known + masked) }
      : {
          low: ratio(1, known + 1 + LARGEST_MASKED * (masked - 1)),
          high: ratio(LARGEST_MASKED, known + LARGEST_MASKED + (masked - 1)),
        },
  );
}

/** "62%", or "20–25%" when masked counts leave it open. */
export function shareText(share: Share): string {
  const low = Math.round(share.low * 100);
  const high = Math.round(share.high * 100);
  return low === high ? `${low}%` : `${low}–${high}%`;
}

/** One number of the layer with what it counts, over which period: shown on hover and on click. */
export interface Figure {
  /** What it is, short: "Entries". */
  name: string;
  /** The number as shown: "40", "fewer than 5", "15 s". */
  value: string;
  /** What it counts and over which period, in a sentence. */
  says: string;
}

export interface ArrowFigures {
  count: ShownCount;
  share: Share;
  /** The line on the arrow's label. */
  line: string;
  /** The arrow's stroke width. */
  weight: number;
  figures: Figure[];
}

export interface StateFigures {
  entries: ShownCount;
  ended: ShownCount;
  /** The times spent in it that were counted. */
  timed: ShownCount;
  /** The lines under the state's title. */
  lines: string[];
  figures: Figure[];
}

export interface VisitorFigures {
  /** The answer's period, in words (with the period before, when two are side by side). */
  period: string;
  /** By `arrowKey`. */
  arrows: Map<string, ArrowFigures>;
  /** What an arrow no visitor took shows. */
  untaken: ArrowFigures;
  states: Map<string, StateFigures>;
}

const THINNEST = 1;
const THICKEST = 5;
const MASKED_NOTE = `(counts from 1 to ${LARGEST_MASKED} are not given, so that no visitor stands out)`;
const masked = (count: ShownCount) => (typeof count === 'number' ? '' : ` ${MASKED_NOTE}`);
const quoted = (title: string) => `"${title}"`;

/** How a count changed from the period before: "+25%", "−50%", "same", "new", or unknown when masked. */
export function changeText(now: ShownCount, before: ShownCount): string {
  if (typeof now !== 'number' || typeof before !== 'number') return 'change not known';
  if (now === before) return 'same';
  if (before === 0) return 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? 'same' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

/** "12 · before 8 · +50%": a count beside the period before's and the change. */
const sideBySide = (now: ShownCount, before: ShownCount) =>
  `${countText(now)} · before ${countText(before)} · ${changeText(now, before)}`;

const NOT_ENTERED = { entries: 0, ended: 0, time: { samples: 0, p50Ms: null, p90Ms: null } } as const;

/**
 * The layer's figures of one answer: per arrow its count and share of the ways out of its state,
 * per state its entries, the visits that stopped there and the typical and slow time in it. With the
 * answer of the period before (two periods side by side), each arrow and state also shows that
 * period's count and the change.
 */
export function visitorFigures(
  answer: FlowStatsAnswer,
  titleOf: (stateId: string) => string,
  before?: FlowStatsAnswer | null,
): VisitorFigures {
  if (!before) return oneAnswer(answer, titleOf);
  // A state or arrow of one period only has none in the other: 0.
  const missing = (state: string) => ({ state, ...NOT_ENTERED });
  const states = new Set([...answer.states, ...before.states].map((state) => state.state));
  const current = oneAnswer(
    { ...answer, states: [...states].map((id) => answer.states.find((s) => s.state === id) ?? missing(id)) },
    titleOf,
  );
  const earlier = oneAnswer(
    { ...before, states: [...states].map((id) => before.states.find((s) => s.state === id) ?? missing(id)) },
    titleOf,
  );
  const both = (shown: ArrowFigures, was: ArrowFigures): ArrowFigures => ({
    ...shown,
    line: sideBySide(shown.count, was.count),
    figures: [
      ...shown.figures,
      {
        name: 'Before',
        value: countText(was.count),
        says: `Taken ${countText(was.count)} times over ${earlier.period}, the period before${masked(was.count)}.`,
      },
      {
        name: 'Change',
        value: changeText(shown.count, was.count),
        says: `From ${countText(was.count)} over ${earlier.period} to ${countText(shown.count)} over ${current.period}.`,
      },
    ],
  });
  const arrows = new Map<string, ArrowFigures>();
  for (const key of new Set([...current.arrows.keys(), ...earlier.arrows.keys()]))
    arrows.set(
      key,
      both(current.arrows.get(key) ?? current.untaken, earlier.arrows.get(key) ?? earlier.untaken),
    );
  const stateFigures = new Map<string, StateFigures>();
  for (const [id, shown] of current.states) {
    const was = earlier.states.get(id) ?? { ...shown, ...NOT_ENTERED, timed: 0 };
    stateFigures.set(id, {
      ...shown,
      lines: [
        `In ${sideBySide(shown.entries, was.entries)}`,
        `Stopped ${sideBySide(shown.ended, was.ended)}`,
        ...shown.lines.slice(1),
      ],
      figures: [
        ...shown.figures,
        {
          name: 'Entries before',
          value: countText(was.entries),
          says: `Steps of visitors into ${quoted(titleOf(id))} over ${earlier.period}, the period before: ${changeText(shown.entries, was.entries)}${masked(was.entries)}.`,
        },
        {
          name: 'Stopped before',
          value: countText(was.ended),
          says: `Visits that stopped in ${quoted(titleOf(id))} over ${earlier.period}, the period before: ${changeText(shown.ended, was.ended)}${masked(was.ended)}.`,
        },
      ],
    });
  }
  return {
    period: `${current.period}, beside ${earlier.period}`,
    arrows,
    untaken: both(current.untaken, earlier.untaken),
    states: stateFigures,
  };
}

function oneAnswer(answer: FlowStatsAnswer, titleOf: (stateId: string) => string): VisitorFigures {
  const period = periodText(answer);
  const arrows = new Map<string, ArrowFigures>();
  const outOf = new Map<string, FlowStatsAnswer['transitions']>();
  for (const transition of answer.transitions)
    outOf.set(transition.from, [...(outOf.get(transition.from) ?? []), transition]);
  for (const [from, ways] of outOf) {
    const wayShares = shares(ways.map((way) => way.count));
    ways.forEach((way, index) => {
      const share = wayShares[index] ?? { low: 0, high: 0 };
      const count = countText(way.count);
      arrows.set(arrowKey(way.from, way.event, way.to), {
        count: way.count,
        share,
        line: `${count} · ${shareText(share)} of ways out`,
        weight: THINNEST + (THICKEST - THINNEST) * ((share.low + share.high) / 2),
        figures: [
          {
            name: 'Taken',
            value: count,
            says: `Visitors took this arrow from ${quoted(titleOf(from))} to ${quoted(titleOf(way.to))} ${count} times over ${period}${masked(way.count)}.`,
          },
          {
            name: 'Share',
            value: shareText(share),
            says: `Of the ${ways.length === 1 ? 'one way' : `${ways.length} ways`} visitors left ${quoted(titleOf(from))} by over ${period}, this one's share of the steps${share.low === share.high ? '' : ': a range, since some counts are given as "fewer than 5"'}.`,
          },
        ],
      });
    });
  }
  const states = new Map<string, StateFigures>();
  for (const state of answer.states) {
    const title = quoted(titleOf(state.state));
    const { p50Ms, p90Ms, samples } = state.time;
    const times = countText(samples);
    const timed =
      p50Ms === null || p90Ms === null
        ? []
        : [
            {
              name: 'Typical time',
              value: durationText(p50Ms),
              says: `Half of the ${times} times visitors spent in ${title} over ${period} were at most ${durationText(p50Ms)} (the median, read from time bands: an upper bound).`,
            },
            {
              name: 'Slow time',
              value: durationText(p90Ms),
              says: `Nine in ten of the ${times} times visitors spent in ${title} over ${period} were at most ${durationText(p90Ms)}; the slowest tenth took longer.`,
            },
          ];
    states.set(state.state, {
      entries: state.entries,
      ended: state.ended,
      timed: samples,
      lines: [
        `In ${countText(state.entries)} · stopped ${countText(state.ended)}`,
        p50Ms === null || p90Ms === null
          ? `Time: ${typeof samples === 'number' && samples === 0 ? 'none timed' : 'too few timed'}`
          : `Time ${durationText(p50Ms)} typical, ${durationText(p90Ms)} slow`,
      ],
      figures: [
        {
          name: 'Entries',
          value: countText(state.entries),
          says: `Steps of visitors into ${title} over ${period}${masked(state.entries)}.`,
        },
        {
          name: 'Stopped here',
          value: countText(state.ended),
          says: `Visits whose latest step in this flow entered ${title}, over ${period}: where they stopped${masked(state.ended)}.`,
        },
        ...(timed.length > 0
          ? timed
          : [
              {
                name: 'Time',
                value: typeof samples === 'number' && samples === 0 ? 'none timed' : 'too few timed',
                says: `Visitors left ${title} ${times} times over ${period}; a time is given from ${SMALLEST_SHOWN_COUNT} on.`,
              },
            ]),
      ],
    });
  }
  return { period, arrows, untaken: neverTaken(period), states };
}

/** One step of a funnel: the visits that reached it, and where the others of the step before went. */
export interface FunnelStep {
  state: string;
  title: string;
  visits: ShownCount;
  /** Of the visits at the step before, in words; null on the first step. */
  ofPrevious: string | null;
  /** Where the visits of the step before that did not reach this one went, most first. */
  others: { to: string; count: ShownCount }[];
}

/** The least and most a count may be: itself, or 1 to 4 when masked. */
const boundsOf = (count: ShownCount): [number, number] =>
  typeof count === 'number' ? [count, count] : [1, LARGEST_MASKED];

/** Whether `state` is `parent` or inside it. */
const within = (state: string, parent: string) => state === parent || state.startsWith(`${parent}.`);

/**
 * The funnel of an answer asked with a path: each step's visits and their share of the step before,
 * and where the others went: the visits that stopped in the step before (outside this step), and
 * the ways out of it that lead elsewhere. The counts are the period's, so they hint at the others
 * rather than count them one by one.
 */
export function funnelSteps(answer: FlowStatsAnswer, titleOf: (stateId: string) => string): FunnelStep[] {
  const funnel = answer.funnel ?? [];
  return funnel.map((step, index) => {
    const before = funnel[index - 1];
    if (!before)
      return {
        state: step.state,
        title: titleOf(step.state),
        visits: step.visits,
        ofPrevious: null,
        others: [],
      };
    // A step inside the one before (a part of it) is reached on the way through it: its arrows out
    // are not told apart from those after the step, so only the stops are given.
    const nested = within(step.state, before.state);
    const elsewhere = nested
      ? []
      : answer.transitions
          .filter(
            (way) =>
              within(way.from, before.state) && !within(way.to, before.state) && !within(way.to, step.state),
          )
          .map((way) => ({ to: `went to ${quoted(titleOf(way.to))}`, count: way.count }));
    const stopped = answer.states
      .filter(
        (state) => within(state.state, before.state) && !within(state.state, step.state) && state.ended !== 0,
      )
      .map((state) => ({ to: `stopped in ${quoted(titleOf(state.state))}`, count: state.ended }));
    const [reachedLow, reachedHigh] = boundsOf(step.visits);
    const [beforeLow, beforeHigh] = boundsOf(before.visits);
    const ofPrevious =
      beforeHigh === 0
        ? 'none reached the step before'
        : `${shareText({ low: reachedLow / beforeHigh, high: Math.min(1, reachedHigh / beforeLow) })} of the step before`;
    return {
      state: step.state,
      title: titleOf(step.state),
      visits: step.visits,
      ofPrevious,
      others: [...stopped, ...elsewhere].sort((a, b) => boundsOf(b.count)[1] - boundsOf(a.count)[1]),
    };
  });
}

/** A figure list as one tooltip: "Entries: 40. Steps of visitors into …". */
const tooltipOf = (figures: readonly Figure[]) =>
  figures.map((figure) => `${figure.name}: ${figure.value}. ${figure.says}`).join('\n');

/** The arrow's key of a drawn edge; null for one that is not a step (targetless) or drawn to a closed group. */
export function edgeArrowKey(edge: TransitionEdge): string | null {
  if (edge.targetless || edge.movedFrom) return null;
  return arrowKey(edge.source, edge.eventType, edge.target);
}

/** What an arrow no visitor took in the period says. */
export function neverTaken(period: string): ArrowFigures {
  return {
    count: 0,
    share: { low: 0, high: 0 },
    line: '0 · never taken',
    weight: 0.75,
    figures: [{ name: 'Taken', value: '0', says: `No visitor took this arrow over ${period}.` }],
  };
}

/** The figures of a drawn arrow: its own, or "never taken"; null where the chart shows none. */
export function arrowFiguresOf(figures: VisitorFigures, edge: TransitionEdge): ArrowFigures | null {
  const key = edgeArrowKey(edge);
  if (key === null) return null;
  return figures.arrows.get(key) ?? figures.untaken;
}

/**
 * The figures as the chart draws them: lines under each state's title (not the flow's own box, nor a
 * child flow's) and on each arrow's label, with the tooltip and the arrow's weight.
 */
export function chartNumbers(figures: VisitorFigures): ChartNumbers {
  return {
    state: (state) => {
      const found =
        state.parentId === null || state.kind === 'flow' ? undefined : figures.states.get(state.id);
      // A group is entered through its parts: its own numbers are shown only when it has any.
      const empty = found && found.entries === 0 && found.ended === 0 && found.timed === 0;
      return found && !(empty && state.childIds.length > 0)
        ? { lines: found.lines, says: tooltipOf(found.figures) }
        : null;
    },
    arrow: (edge) => {
      const found = arrowFiguresOf(figures, edge);
      return found ? { line: found.line, weight: found.weight, says: tooltipOf(found.figures) } : null;
    },
  };
}
