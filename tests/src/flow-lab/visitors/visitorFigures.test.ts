// @vitest-environment node
import type { FlowStatsAnswer } from '@contract/flowEvents';
import { describe, expect, it } from 'vitest';
import { signupMachine } from '../../../../machines/signup';
import { labelLines, WORDS_ONLY } from '../../../../src/flow-lab/graph/layout';
import { collapseGraph, machineGraph } from '../../../../src/flow-lab/graph/machineGraph';
import {
  arrowFiguresOf,
  arrowKey,
  changeText,
  chartNumbers,
  countText,
  durationText,
  edgeArrowKey,
  funnelSteps,
  periodText,
  shares,
  shareText,
  visitorFigures,
} from '../../../../src/flow-lab/visitors/visitorFigures';

const FEW = { fewerThan: 5 } as const;
const titles: Record<string, string> = {
  'signup.step1': 'Step 1',
  'signup.step1.codeRequest.idle': 'No code is on its way',
  'signup.step1.codeRequest.sending': 'Sending the code',
  'signup.step1.countdown.running': 'Code sent',
  'signup.step2': 'Step 2',
  'signup.done': 'Signed up',
};
const titleOf = (id: string) => titles[id] ?? id;

const answer: FlowStatsAnswer = {
  flow: 'signup',
  from: '2030-01-09',
  to: '2030-02-07',
  states: [
    {
      state: 'signup.step1.codeRequest.sending',
      entries: 40,
      ended: FEW,
      time: { samples: 38, p50Ms: 700, p90Ms: 3_000 },
    },
    { state: 'signup.step2', entries: 0, ended: 0, time: { samples: 0, p50Ms: null, p90Ms: null } },
    { state: 'signup.done', entries: FEW, ended: FEW, time: { samples: FEW, p50Ms: null, p90Ms: null } },
  ],
  transitions: [
    {
      from: 'signup.step1.codeRequest.sending',
      event: 'xstate.done.actor.sendVerifyCode',
      to: 'signup.step1.countdown.running',
      count: 30,
    },
    {
      from: 'signup.step1.codeRequest.sending',
      event: 'xstate.error.actor.sendVerifyCode',
      to: 'signup.step1.codeRequest.idle',
      count: 10,
    },
    { from: 'signup.start', event: 'xstate.always', to: 'signup.step1', count: 12 },
    { from: 'signup.step2.editing', event: 'signup.submit', to: 'signup.step2.registering', count: 6 },
    { from: 'signup.step2.editing', event: 'auth.close', to: 'signup.done', count: FEW },
  ],
};

describe("the Visitors layer's numbers in words", () => {
  it('writes counts, masked counts and times as a reader reads them', () => {
    expect(countText(12_345)).toBe('12,345');
    expect(countText(0)).toBe('0');
    expect(countText(FEW)).toBe('fewer than 5');
    expect(durationText(0)).toBe('0 s');
    expect(durationText(700)).toBe('0.7 s');
    expect(durationText(1_500)).toBe('1.5 s');
    expect(durationText(2_000)).toBe('2 s');
    expect(durationText(15_000)).toBe('15 s');
    expect(durationText(70_000)).toBe('1 min 10 s');
    expect(durationText(1_800_000)).toBe('30 min');
  });

  it('names the period, both days included, in UTC', () => {
    expect(periodText({ from: '2030-01-09', to: '2030-02-07' })).toBe(
      'the 30 days 2030-01-09 to 2030-02-07 (UTC)',
    );
    expect(periodText({ from: '2030-01-09', to: '2030-01-09' })).toBe('2030-01-09 (UTC)');
  });

  it('gives exact shares when every count is known, and the range a masked count leaves open', () => {
    expect(shares([30, 10]).map(shareText)).toEqual(['75%', '25%']);
    // 6 and 1 to 4: 6/10 to 6/7; the masked one 1/7 to 4/10.
    expect(shares([6, FEW]).map(shareText)).toEqual(['60–86%', '14–40%']);
    expect(shares([0]).map(shareText)).toEqual(['0%']);
  });
});

describe("the Visitors layer's figures of an answer", () => {
  const figures = visitorFigures(answer, titleOf);

  it('writes each arrow its count and its share of the ways out of its state, each explained', () => {
    const sent = figures.arrows.get(
      arrowKey(
        'signup.step1.codeRequest.sending',
        'xstate.done.actor.sendVerifyCode',
        'signup.step1.countdown.running',
      ),
    );
    expect(sent?.line).toBe('30 · 75% of ways out');
    expect(sent?.figures.map((figure) => figure.says)).toEqual([
      'Visitors took this arrow from "Sending the code" to "Code sent" 30 times over the 30 days 2030-01-09 to 2030-02-07 (UTC).',
      'Of the 2 ways visitors left "Sending the code" by over the 30 days 2030-01-09 to 2030-02-07 (UTC), this one\'s share of the steps.',
    ]);
    const closed = figures.arrows.get(arrowKey('signup.step2.editing', 'auth.close', 'signup.done'));
    expect(closed?.line).toBe('fewer than 5 · 14–40% of ways out');
    expect(closed?.figures[0]?.says).toContain('fewer than 5 times');
    expect(closed?.figures[0]?.says).toContain(
      '(counts from 1 to 4 are not given, so that no visitor stands out)',
    );
    expect(closed?.figures[1]?.says).toContain('a range, since some counts are given as "fewer than 5"');
  });

  it('weighs arrows by their share: the busier way out is the thicker', () => {
    const weightOf = (event: string, to: string) =>
      figures.arrows.get(arrowKey('signup.step1.codeRequest.sending', event, to))?.weight ?? 0;
    expect(weightOf('xstate.done.actor.sendVerifyCode', 'signup.step1.countdown.running')).toBeGreaterThan(
      weightOf('xstate.error.actor.sendVerifyCode', 'signup.step1.codeRequest.idle'),
    );
  });

  it('writes each state its entries, the visits that stopped there and the typical and slow time', () => {
    const sending = figures.states.get('signup.step1.codeRequest.sending');
    expect(sending?.lines).toEqual(['In 40 · stopped fewer than 5', 'Time 0.7 s typical, 3 s slow']);
    expect(sending?.figures.map((figure) => `${figure.name}: ${figure.value}`)).toEqual([
      'Entries: 40',
      'Stopped here: fewer than 5',
      'Typical time: 0.7 s',
      'Slow time: 3 s',
    ]);
    expect(sending?.figures[2]?.says).toBe(
      'Half of the 38 times visitors spent in "Sending the code" over the 30 days 2030-01-09 to 2030-02-07 (UTC) were at most 0.7 s (the median, read from time bands: an upper bound).',
    );
    expect(figures.states.get('signup.step2')?.lines).toEqual(['In 0 · stopped 0', 'Time: none timed']);
    expect(figures.states.get('signup.done')?.lines).toEqual([
      'In fewer than 5 · stopped fewer than 5',
      'Time: too few timed',
    ]);
  });

  it("finds each drawn arrow's numbers by the server's names, never taken ones as 0", () => {
    const graph = machineGraph(signupMachine);
    const edge = (from: string, event: string, to?: string) => {
      const found = graph.edges.find(
        (candidate) =>
          candidate.source === from &&
          candidate.eventType === event &&
          (to === undefined || candidate.target === to),
      );
      if (!found) throw new Error(`no edge from ${from} on ${event}`);
      return found;
    };
    // A transition without an event is drawn with '' and counted as xstate.always.
    expect(arrowFiguresOf(figures, edge('signup.start', '', 'signup.step1'))?.count).toBe(12);
    expect(
      arrowFiguresOf(figures, edge('signup.step2.registering', 'xstate.done.actor.register'))?.line,
    ).toBe('0 · never taken');
    // An arrow drawn to a closed group is not the transition the server counted.
    const closed = collapseGraph(graph, new Set(['signup.step2']));
    const moved = closed.edges.find((candidate) => candidate.movedFrom);
    expect(moved && edgeArrowKey(moved)).toBeNull();
  });

  it('puts the numbers on the chart: the layout keeps room for them', () => {
    const numbers = chartNumbers(figures);
    const graph = machineGraph(signupMachine);
    const sending = graph.states.find((state) => state.id === 'signup.step1.codeRequest.sending');
    const root = graph.states.find((state) => state.id === 'signup');
    expect(sending && numbers.state(sending)?.lines).toEqual([
      'In 40 · stopped fewer than 5',
      'Time 0.7 s typical, 3 s slow',
    ]);
    expect(sending && numbers.state(sending)?.says).toContain(
      'Entries: 40. Steps of visitors into "Sending the code"',
    );
    expect(root && numbers.state(root)).toBeNull();
    // A group with no numbers of its own says nothing; a state without parts says its zeros.
    const group = graph.states.find((state) => state.id === 'signup.step2');
    const editing = graph.states.find((state) => state.id === 'signup.step2.editing');
    const zeros = { entries: 0, ended: 0, time: { samples: 0, p50Ms: null, p90Ms: null } };
    const quiet = chartNumbers(
      visitorFigures({ ...answer, states: [{ state: 'signup.step2.editing', ...zeros }] }, titleOf),
    );
    expect(group && numbers.state(group)).toBeNull();
    expect(editing && quiet.state(editing)?.lines).toEqual(['In 0 · stopped 0', 'Time: none timed']);
    const start = graph.edges.find(
      (candidate) => candidate.source === 'signup.start' && candidate.target === 'signup.step1',
    );
    if (!start) throw new Error('no edge from signup.start');
    const lines = labelLines(start, { ...WORDS_ONLY, numbers });
    expect(lines.at(-1)).toEqual({ text: '12 · 100% of ways out', tone: 'figure' });
    expect(labelLines(start, WORDS_ONLY).some((line) => line.tone === 'figure')).toBe(false);
  });
});

describe('the funnel along a path picked on the chart', () => {
  it('gives the visits at each step, their share of the step before, and where the others went', () => {
    const steps = funnelSteps(
      {
        ...answer,
        funnel: [
          { state: 'signup.step1.codeRequest.sending', visits: 40 },
          { state: 'signup.step1.countdown.running', visits: 30 },
          { state: 'signup.done', visits: FEW },
        ],
      },
      titleOf,
    );
    expect(steps.map((step) => [step.title, countText(step.visits), step.ofPrevious])).toEqual([
      ['Sending the code', '40', null],
      ['Code sent', '30', '75% of the step before'],
      ['Signed up', 'fewer than 5', '3–13% of the step before'],
    ]);
    expect(steps[1]?.others).toEqual([
      { to: 'went to "No code is on its way"', count: 10 },
      { to: 'stopped in "Sending the code"', count: FEW },
    ]);
  });

  it('gives only the stops when the step is a part of the step before, reached on the way through it', () => {
    const steps = funnelSteps(
      {
        ...answer,
        funnel: [
          { state: 'signup.step1', visits: 50 },
          { state: 'signup.step1.countdown.running', visits: 30 },
        ],
      },
      titleOf,
    );
    expect(steps[1]?.others).toEqual([{ to: 'stopped in "Sending the code"', count: FEW }]);
  });

  it('says when nobody reached the step before', () => {
    const steps = funnelSteps(
      {
        ...answer,
        funnel: [
          { state: 'signup.step2', visits: 0 },
          { state: 'signup.done', visits: 0 },
        ],
      },
      titleOf,
    );
    expect(steps[1]?.ofPrevious).toBe('none reached the step before');
  });
});

describe('two periods side by side', () => {
  const earlier: FlowStatsAnswer = {
    flow: 'signup',
    from: '2029-12-10',
    to: '2030-01-08',
    states: [
      {
        state: 'signup.step1.codeRequest.sending',
        entries: 32,
        ended: 0,
        time: { samples: 30, p50Ms: 700, p90Ms: 3_000 },
      },
      { state: 'signup.step1', entries: 9, ended: 0, time: { samples: 9, p50Ms: 900, p90Ms: 900 } },
    ],
    transitions: [
      {
        from: 'signup.step1.codeRequest.sending',
        event: 'xstate.done.actor.sendVerifyCode',
        to: 'signup.step1.countdown.running',
        count: 40,
      },
      { from: 'signup.start', event: 'xstate.always', to: 'signup.step1', count: 12 },
      { from: 'signup.step2.editing', event: 'auth.close', to: 'signup.done', count: 8 },
    ],
  };
  const both = visitorFigures(answer, titleOf, earlier);

  it('says the change of a count: up, down, the same, new, or not known when one is masked', () => {
    expect(changeText(30, 40)).toBe('−25%');
    expect(changeText(12, 8)).toBe('+50%');
    expect(changeText(12, 12)).toBe('same');
    expect(changeText(5, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('same');
    expect(changeText(FEW, 8)).toBe('change not known');
  });

  it('writes each arrow both counts and the change, one period only as 0 in the other', () => {
    const line = (from: string, event: string, to: string) =>
      both.arrows.get(arrowKey(from, event, to))?.line;
    expect(
      line(
        'signup.step1.codeRequest.sending',
        'xstate.done.actor.sendVerifyCode',
        'signup.step1.countdown.running',
      ),
    ).toBe('30 · before 40 · −25%');
    expect(line('signup.start', '', 'signup.step1')).toBe('12 · before 12 · same');
    expect(
      line(
        'signup.step1.codeRequest.sending',
        'xstate.error.actor.sendVerifyCode',
        'signup.step1.codeRequest.idle',
      ),
    ).toBe('10 · before 0 · new');
    expect(line('signup.step2.editing', 'auth.close', 'signup.done')).toBe(
      'fewer than 5 · before 8 · change not known',
    );
    expect(both.untaken.line).toBe('0 · before 0 · same');
    const change = both.arrows
      .get(arrowKey('signup.start', '', 'signup.step1'))
      ?.figures.find((figure) => figure.name === 'Change');
    expect(change?.says).toBe(
      'From 12 over the 30 days 2029-12-10 to 2030-01-08 (UTC) to 12 over the 30 days 2030-01-09 to 2030-02-07 (UTC).',
    );
  });

  it("writes each state both periods' entries and stops, and names both periods", () => {
    expect(both.period).toBe(
      'the 30 days 2030-01-09 to 2030-02-07 (UTC), beside the 30 days 2029-12-10 to 2030-01-08 (UTC)',
    );
    expect(both.states.get('signup.step1.codeRequest.sending')?.lines).toEqual([
      'In 40 · before 32 · +25%',
      'Stopped fewer than 5 · before 0 · change not known',
      'Time 0.7 s typical, 3 s slow',
    ]);
    // A state entered only in the period before shows 0 now.
    expect(both.states.get('signup.step1')?.lines.slice(0, 2)).toEqual([
      'In 0 · before 9 · −100%',
      'Stopped 0 · before 0 · same',
    ]);
  });
});
