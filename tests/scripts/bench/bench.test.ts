import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, parseParts } from '../../../scripts/bench/benchParts';
import { choosePages, onChosenRoutes, parseRouteList } from '../../../scripts/bench/benchSubjects';
import { BUDGETS, checkBudgets, failedBudgets } from '../../../scripts/bench/budgets';
import { interleaved } from '../../../scripts/bench/interleave';
import { stripScripts } from '../../../scripts/bench/noScript';
import type {
  BenchReport,
  FirstPress,
  FirstPressResult,
  LighthouseFigures,
  PageResult,
} from '../../../scripts/bench/results';
import {
  median,
  medianFigures,
  medianResponse,
  ratioToCopy,
  tallyPresses,
  tbtOverCopy,
  worst,
  worstFigures,
} from '../../../scripts/bench/runSummary';
import { formatReport } from '../../../scripts/bench/table';
import { ownKb, splitFirstVisit, type Visit } from '../../../scripts/bench/weights';

const goodLighthouse: LighthouseFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 20,
  cls: 0,
};

/** A page whose Lighthouse runs are all `goodLighthouse` with `lighthouse` over it, or those given. */
const page = (
  route: string,
  jsKb: number,
  lighthouse: Partial<LighthouseFigures> | LighthouseFigures[] = {},
): PageResult => ({
  route,
  weight: { jsKb, jsFiles: 4, laterJsKb: 0, laterJsFiles: 0, ownJsKb: 3, payloadKb: 1 },
  lighthouse: Array.isArray(lighthouse) ? lighthouse : [{ ...goodLighthouse, ...lighthouse }],
});

const presses = (honoured: number, made: number, responseMs = 120): FirstPress[] =>
  Array.from({ length: made }, (_, index) =>
    index < honoured
      ? { honoured: true, responseMs, beforeInteractive: true }
      : { honoured: false, beforeInteractive: true },
  );

const control = (honoured: number, made: number, responseMs = 120): FirstPressResult => ({
  name: '"Contact sales"',
  route: '/contact',
  presses: presses(honoured, made, responseMs),
});

const report = (overrides: Partial<BenchReport> = {}): BenchReport => ({
  date: '2026-11-22',
  runs: 1,
  site: [page('/', 140), page('/pricing', 150)],
  floor: page('/', 152, { performance: 97 }),
  limit: [page('/', 0, { fcp: 780, lcp: 880, tbt: 0 })],
  interactions: [{ name: 'open a menu', kind: 'press', latencies: [40, 56, 32] }],
  startupWindows: [{ route: '/', loads: [310, 280, 350], boots: [250, 230, 300] }],
  floorBoots: [300, 320, 310],
  firstPresses: [control(5, 5)],
  lazy: [{ name: 'auth dialog', kb: 30, files: 2 }],
  ...overrides,
});

/** Five runs of `/`: four good ones and one whose LCP, TBT and Performance are out of budget. */
const fiveRunsOneSlow: LighthouseFigures[] = [
  goodLighthouse,
  { ...goodLighthouse, lcp: 850 },
  { ...goodLighthouse, lcp: 2100, tbt: 120, performance: 90 },
  { ...goodLighthouse, lcp: 830 },
  goodLighthouse,
];

describe('bench budgets', () => {
  it('passes a result that meets every budget', () => {
    expect(failedBudgets(checkBudgets(report()))).toEqual([]);
  });

  it.each([
    ['Performance', { performance: BUDGETS.performance - 1 }],
    ['Accessibility', { accessibility: 99 }],
    ['Best Practices', { bestPractices: 96 }],
    ['SEO', { seo: 92 }],
    ['CLS', { cls: 0.02 }],
  ])('fails a page that misses %s', (figure, miss) => {
    const failed = failedBudgets(checkBudgets(report({ site: [page('/pricing', 100, miss)] })));
    expect(failed.map((check) => `${check.subject} ${check.figure}`)).toEqual([`/pricing ${figure}`]);
  });

  it('judges the scores on the worst run, and LCP and TBT beside the copy on the median', () => {
    const copyRuns = Array.from({ length: 5 }, () => ({ ...goodLighthouse, lcp: 880, tbt: 0 }));
    const slow = report({ site: [page('/', 140, fiveRunsOneSlow)], limit: [page('/', 0, copyRuns)] });
    expect(medianFigures(fiveRunsOneSlow)).toMatchObject({ lcp: 900, tbt: 20, performance: 99 });
    const failed = failedBudgets(checkBudgets(slow));
    expect(failed.map((check) => [check.figure, check.actual])).toEqual([['Performance', 90]]);
  });

  it('ignores absolute times: a slow page as slow as its copy meets its budgets', () => {
    const slowCopy = { fcp: 2000, lcp: 3000, tbt: 400 };
    const both = report({
      site: [page('/', 140, { ...slowCopy, tbt: 440 })],
      limit: [page('/', 0, slowCopy)],
    });
    expect(failedBudgets(checkBudgets(both))).toEqual([]);
  });

  it.each([
    ['LCP / copy (median)', 'lcp', 1.06],
    ['FCP / copy (median)', 'fcp', 1.06],
  ] as const)('fails a page whose %s is over 1.05', (figure, key, times) => {
    const copy = page('/', 0, { fcp: 1000, lcp: 1000 });
    const within = report({ site: [page('/', 140, { [key]: 1050 })], limit: [copy] });
    expect(failedBudgets(checkBudgets(within))).toEqual([]);
    const over = report({ site: [page('/', 140, { [key]: 1000 * times })], limit: [copy] });
    expect(failedBudgets(checkBudgets(over))).toEqual([
      expect.objectContaining({ subject: '/', figure, actual: times, limit: BUDGETS.lcpToCopy }),
    ]);
  });

  it('judges the ratio to the copy on the median of the runs, not on the worst pair', () => {
    const copyRuns = [1000, 1000, 1000, 1000, 1000].map((lcp) => ({ ...goodLighthouse, lcp }));
    const oneSlowPair = [1000, 1300, 1020, 1010, 990].map((lcp) => ({ ...goodLighthouse, lcp }));
    expect(ratioToCopy(oneSlowPair, copyRuns, 'lcp')).toEqual({ median: 1.01, worst: 1.3 });
    const slowPair = report({ site: [page('/', 140, oneSlowPair)], limit: [page('/', 0, copyRuns)] });
    expect(failedBudgets(checkBudgets(slowPair))).toEqual([]);
    const mostlySlow = [1000, 1300, 1100, 1060, 990].map((lcp) => ({ ...goodLighthouse, lcp }));
    const slow = report({ site: [page('/', 140, mostlySlow)], limit: [page('/', 0, copyRuns)] });
    expect(failedBudgets(checkBudgets(slow)).map((check) => check.figure)).toEqual(['LCP / copy (median)']);
  });

  it('judges TBT against the copy’s TBT in the same run', () => {
    const copyTbt = [10, 150, 12, 140, 8];
    const copyRuns = copyTbt.map((tbt) => ({ ...goodLighthouse, tbt }));
    // The site's high runs are those where the copy was high too: each within 50 ms of its pair.
    const together = copyTbt.map((tbt) => ({ ...goodLighthouse, tbt: tbt + 40 }));
    expect(tbtOverCopy(together, copyRuns)).toEqual({ median: 40, worst: 40 });
    const paired = report({ site: [page('/', 140, together)], limit: [page('/', 0, copyRuns)] });
    expect(failedBudgets(checkBudgets(paired))).toEqual([]);
    const blocking = copyTbt.map((tbt) => ({ ...goodLighthouse, tbt: tbt + 51 }));
    const over = report({ site: [page('/', 140, blocking)], limit: [page('/', 0, copyRuns)] });
    expect(failedBudgets(checkBudgets(over))).toEqual([
      expect.objectContaining({ figure: 'TBT ms over copy (median)', actual: 51, limit: 50 }),
    ]);
  });

  it('fails the home page when it loads more JavaScript than the floor', () => {
    const failed = failedBudgets(checkBudgets(report({ site: [page('/', 153)] })));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ subject: '/', actual: 153, limit: 152 });
  });

  it('holds every other page to 1.15 times the floor’s first-visit JavaScript', () => {
    const floor = page('/', 150);
    const within = report({ floor, site: [page('/RoiCalculator', 172.5)] });
    expect(failedBudgets(checkBudgets(within))).toEqual([]);
    const over = report({ floor, site: [page('/RoiCalculator', 172.6)] });
    expect(failedBudgets(checkBudgets(over))).toEqual([
      expect.objectContaining({ subject: '/RoiCalculator', actual: 172.6, limit: 172.5 }),
    ]);
  });

  it('checks first-visit JavaScript against no floor when the report has none', () => {
    const checks = checkBudgets(report({ floor: undefined, site: [page('/', 400)] }));
    expect(checks.map((check) => check.figure)).not.toContain('first-visit JS KB (floor)');
    expect(failedBudgets(checks)).toEqual([]);
  });

  it('fails a slow interaction on its median run, by the budget of its kind', () => {
    const failed = failedBudgets(
      checkBudgets(
        report({
          interactions: [
            { name: 'open the sign-up dialog', kind: 'press', latencies: [96, 180, 130] },
            { name: 'type an e-mail', kind: 'typing', latencies: [40, 400, 60] },
            { name: 'go to /pricing', kind: 'navigation', latencies: [150, 190, 170] },
            { name: 'go to /blog', kind: 'navigation', latencies: [150, 240, 210] },
            { name: 'Fit the chart', kind: 'lab', latencies: [280, 290, 250] },
          ],
        }),
      ),
    );
    expect(failed.map((check) => [check.subject, check.actual, check.limit])).toEqual([
      ['open the sign-up dialog', 130, 100],
      ['go to /blog', 210, 200],
    ]);
  });

  it('fails a page whose median boot is longer than the floor’s', () => {
    const boots = (pageBoots: number[]) =>
      report({
        startupWindows: [{ route: '/', loads: [300, 900, 320], boots: pageBoots }],
        floorBoots: [300, 320, 310],
      });
    // The worst load and the window are shown, not judged: a median boot at the floor's passes.
    expect(failedBudgets(checkBudgets(boots([250, 900, 310])))).toEqual([]);
    expect(failedBudgets(checkBudgets(boots([250, 330, 311])))).toEqual([
      expect.objectContaining({
        subject: '/',
        figure: 'boot ms (median, floor’s median)',
        actual: 311,
        limit: 310,
      }),
    ]);
  });

  it('checks no boot when the report has no floor', () => {
    const checks = checkBudgets(
      report({ floorBoots: undefined, startupWindows: [{ route: '/', loads: [900], boots: [900] }] }),
    );
    expect(checks.map((check) => check.figure)).not.toContain('boot ms (median, floor’s median)');
  });

  it('fails when the median press at first paint is answered later than 500 ms', () => {
    const answered = (times: number[]) => ({
      ...control(5, 5),
      presses: times.map((responseMs) => ({ honoured: true, responseMs, beforeInteractive: true })),
    });
    // The median over every control's presses, not each control's own.
    const controls = [answered([300, 320, 900]), answered([480, 950, 990])];
    expect(medianResponse(controls)).toBe(900);
    const failed = failedBudgets(checkBudgets(report({ firstPresses: controls })));
    expect(failed).toEqual([
      expect.objectContaining({
        subject: 'first presses',
        figure: 'press to response ms (median)',
        actual: 900,
      }),
    ]);
    const quick = [answered([300, 320, 900]), answered([480, 450, 990])];
    expect(failedBudgets(checkBudgets(report({ firstPresses: quick })))).toEqual([]);
  });

  it('fails a control when one press of five is not honoured', () => {
    const failed = failedBudgets(checkBudgets(report({ firstPresses: [control(4, 5)] })));
    expect(failed).toEqual([
      expect.objectContaining({
        subject: '"Contact sales"',
        figure: 'first presses honoured',
        actual: 4,
        limit: 5,
      }),
    ]);
  });

  it('fails a control that made no press at all', () => {
    // No press, so no response time either: both checks fail.
    expect(failedBudgets(checkBudgets(report({ firstPresses: [control(0, 0)] })))).toHaveLength(2);
  });
});

describe('bench table', () => {
  it('prints the site beside the floor and the limit, with ratios', () => {
    const table = formatReport(report(), checkBudgets(report()));
    expect(table).toContain('| site / | 140.0 (4) | – |');
    expect(table).toContain('| floor / | 152.0 (4) |');
    expect(table).toContain('| limit / |');
    // 140 KB against the floor's 152; FCP 800, LCP 900, TBT 20 against the copy's 780, 880, 0.
    expect(table).toContain('| / / floor | 0.92× |');
    expect(table).toContain('| / | 1.03× | 1.02× | 20 |');
    expect(table).toMatch(/Every budget met \(\d+ checks\)/);
  });

  it('prints no floor rows, and says why, when the report has no floor', () => {
    const withoutFloor = report({ floor: undefined });
    const table = formatReport(withoutFloor, checkBudgets(withoutFloor));
    expect(table).not.toContain('floor /');
    expect(table).not.toContain('/ / floor');
    expect(table).toContain('| / | 1.03× | 1.02× | 20 |');
    expect(table).toContain('No floor: its folder is absent');
  });

  it('shows each Lighthouse figure as the median and the worst run', () => {
    const slow = report({ runs: 5, site: [page('/', 140, fiveRunsOneSlow)] });
    const table = formatReport(slow, checkBudgets(slow));
    // Performance, Accessibility, Best Practices, SEO, FCP, LCP, TBT: median / worst.
    expect(table).toContain(
      '| 99 / 90 | 100 / 100 | 100 / 100 | 100 / 100 | 800 / 800 | 900 / 2100 | 20 / 120 |',
    );
    expect(table).toContain('the scores and CLS are judged on the worst run');
    expect(table).toContain('- / Performance: 90 (budget 98)');
  });

  it('shows each interaction’s median and worst run beside the budget of its kind', () => {
    const table = formatReport(report(), checkBudgets(report()));
    expect(table).toContain('| open a menu | press | 40 | 56 | 100 | 3 |');
  });

  it('shows the start-up window and the first presses', () => {
    const withPresses = report({
      startupWindows: [{ route: '/', loads: [310, 280, 450], boots: [260, 240, 390] }],
      floorBoots: [380, 400, 520],
      firstPresses: [{ ...control(3, 5), presses: [...presses(1, 2, 90), ...presses(2, 3, 200)] }],
    });
    const table = formatReport(withPresses, checkBudgets(withPresses));
    expect(table).toContain('| / | 310 | 450 | 260 | 390 | 3 |');
    expect(table).toContain('| floor (its script to its first paint) |  |  | 400 | 520 | 3 |');
    expect(table).toContain('| "Contact sales" on /contact | 3 of 5 | 5 of 5 | 200 |');
    expect(table).toContain('| every control |  |  | 200 |');
    expect(table).toContain('- "Contact sales" first presses honoured: 3 (budget 5)');
  });

  it('lists each missed budget', () => {
    const missing = report({ site: [page('/', 160, { tbt: 300 })] });
    const table = formatReport(missing, checkBudgets(missing));
    expect(table).toContain('2 of');
    expect(table).toContain('- / TBT ms over copy (median): 300 (budget 50)');
    expect(table).toContain('- / first-visit JS KB (floor): 160 (budget 152)');
  });
});

describe('bench helpers', () => {
  it('runs a page and its copy in turns, one run each', async () => {
    const order: string[] = [];
    const results = await interleaved(['site', 'copy'], 3, async (subject, run) => {
      order.push(`${subject} ${run}`);
      return run;
    });
    expect(order).toEqual(['site 1', 'copy 1', 'site 2', 'copy 2', 'site 3', 'copy 3']);
    expect(results).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
  });

  it('counts as a page’s own scripts those not loaded by every page', () => {
    const home: Visit = {
      route: '/',
      scripts: new Map([
        ['/a.js', 50],
        ['/home.js', 2],
      ]),
      later: new Map(),
    };
    const blog: Visit = {
      route: '/blog',
      scripts: new Map([
        ['/a.js', 50],
        ['/blog.js', 3],
        ['/md.js', 4],
      ]),
      later: new Map([['/chart.js', 40]]),
    };
    expect(ownKb(home, [home, blog])).toBe(2);
    expect(ownKb(blog, [home, blog])).toBe(7);
  });

  it('counts as first visit what was requested up to the load event and the interactive mark', () => {
    const sizes = new Map([
      ['/entry.js', 10],
      ['/page.js', 5],
      ['/chart.js', 40],
      ['/untimed.js', 1],
    ]);
    const { scripts, later } = splitFirstVisit(sizes, {
      requested: [
        ['/entry.js', 120],
        ['/page.js', 900],
        ['/chart.js', 901],
      ],
      firstVisitEnd: 900,
    });
    expect([...scripts.keys()]).toEqual(['/entry.js', '/page.js', '/untimed.js']);
    expect([...later.keys()]).toEqual(['/chart.js']);
  });

  it('measures every key route, or only the chosen ones the build prerendered', () => {
    const prerendered = ['/', '/pricing', '/contact'];
    expect(choosePages(['/', '/pricing', '/blog'], prerendered)).toEqual({
      pages: ['/', '/pricing'],
      unknown: [],
    });
    const chosen = parseRouteList(' /, /contact ,,/nowhere');
    expect(chosen).toEqual(['/', '/contact', '/nowhere']);
    expect(choosePages(['/', '/pricing'], prerendered, chosen)).toEqual({
      pages: ['/', '/contact'],
      unknown: ['/nowhere'],
    });
    expect(parseRouteList(undefined)).toBeUndefined();
    expect(parseRouteList(' , ')).toBeUndefined();
    const controls = [{ route: '/' }, { route: '/pricing' }];
    expect(onChosenRoutes(controls, ['/pricing'])).toEqual([{ route: '/pricing' }]);
    expect(onChosenRoutes(controls, undefined)).toEqual(controls);
  });

  it('runs the parts BENCH_PARTS names, every part when it names none, and refuses an unknown one', () => {
    expect([...parseParts(' presses, pages ,')]).toEqual(['presses', 'pages']);
    expect([...parseParts(undefined)]).toEqual([...BENCH_PARTS]);
    expect([...parseParts(' , ')]).toEqual([...BENCH_PARTS]);
    expect(() => parseParts('presses,press')).toThrow(/no part named press \(/);
  });

  it('strips scripts, module preloads and the press shell but keeps styles and structured data', () => {
    const structuredData = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
    const html = `<head><style>a{}</style><style id="press-shell">[data-press-shell]{inset:0}</style><link rel="modulepreload" href="/x.js"><script type="module" src="/m.js"></script><script type="application/json" id="route-rules">{}</script></head><body><script>inline()</script><p>hi</p>${structuredData}</body>`;
    expect(stripScripts(html)).toBe(`<head><style>a{}</style></head><body><p>hi</p>${structuredData}</body>`);
  });
});

describe('run summary', () => {
  it('takes the middle run, whatever order the runs came in', () => {
    expect(median([212, 96, 104])).toBe(104);
    expect(median([5])).toBe(5);
    expect(median([])).toBe(0);
  });

  it('takes as the worst run the lowest score and the highest time', () => {
    expect(worst([99, 90, 100], 'higher')).toBe(90);
    expect(worst([830, 2100, 850], 'lower')).toBe(2100);
    expect(worst([], 'lower')).toBe(0);
    expect(worstFigures(fiveRunsOneSlow)).toEqual({
      ...goodLighthouse,
      performance: 90,
      lcp: 2100,
      tbt: 120,
    });
  });

  it('tallies presses honoured, and the median response of those honoured only', () => {
    const mixed: FirstPress[] = [
      { honoured: true, responseMs: 300, beforeInteractive: true },
      { honoured: false, beforeInteractive: true },
      { honoured: true, responseMs: 100, beforeInteractive: false },
      { honoured: true, responseMs: 200, beforeInteractive: true },
    ];
    expect(tallyPresses(mixed)).toEqual({
      made: 4,
      honoured: 3,
      medianResponseMs: 200,
      medianOpenedMs: undefined,
      medianFieldMs: undefined,
      beforeInteractive: 3,
    });
    // The dialog itself, after the shell that answered the press.
    const shelled: FirstPress[] = [
      { honoured: true, responseMs: 30, openedMs: 900, fieldMs: 1000, beforeInteractive: true },
      { honoured: true, responseMs: 40, openedMs: 700, fieldMs: 1300, beforeInteractive: true },
      { honoured: true, responseMs: 50, openedMs: 800, fieldMs: 1100, beforeInteractive: true },
    ];
    expect(tallyPresses(shelled)).toMatchObject({
      medianResponseMs: 40,
      medianOpenedMs: 800,
      medianFieldMs: 1100,
    });
    expect(tallyPresses(presses(0, 2))).toMatchObject({ made: 2, honoured: 0, medianResponseMs: undefined });
  });
});
