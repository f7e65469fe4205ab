import { describe, expect, it } from 'vitest';
import { choosePages, onChosenRoutes, parseRouteList } from '../../scripts/bench/benchSubjects';
import { BUDGETS, checkBudgets, failedBudgets } from '../../scripts/bench/budgets';
import { stripScripts } from '../../scripts/bench/noScript';
import type {
  BenchReport,
  FirstPress,
  FirstPressResult,
  LighthouseFigures,
  PageResult,
} from '../../scripts/bench/results';
import { median, medianFigures, tallyPresses, worst, worstFigures } from '../../scripts/bench/runSummary';
import { formatReport } from '../../scripts/bench/table';
import { ownKb, splitFirstVisit, type Visit } from '../../scripts/bench/weights';

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

const control = (honoured: number, made: number): FirstPressResult => ({
  name: '"Contact sales"',
  route: '/contact',
  presses: presses(honoured, made),
});

const report = (overrides: Partial<BenchReport> = {}): BenchReport => ({
  date: '2026-11-22',
  runs: 1,
  site: [page('/', 140), page('/pricing', 150)],
  floor: page('/', 152, { performance: 97 }),
  limit: [page('/', 0, { fcp: 700, lcp: 700, tbt: 0 })],
  interactions: [{ name: 'open a menu', latency: 40 }],
  startupWindows: [{ route: '/', loads: [310, 280, 350], boots: [250, 230, 300] }],
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
    ['FCP ms', { fcp: BUDGETS.fcp + 1 }],
    ['LCP ms', { lcp: 2500 }],
    ['TBT ms', { tbt: 51 }],
    ['CLS', { cls: 0.02 }],
  ])('fails a page that misses %s', (figure, miss) => {
    const failed = failedBudgets(checkBudgets(report({ site: [page('/pricing', 100, miss)] })));
    expect(failed.map((check) => `${check.subject} ${check.figure}`)).toEqual([`/pricing ${figure}`]);
  });

  it('judges Lighthouse on the worst run, not the median', () => {
    const slow = report({ site: [page('/', 140, fiveRunsOneSlow)] });
    expect(medianFigures(fiveRunsOneSlow)).toMatchObject({ lcp: 900, tbt: 20, performance: 99 });
    const failed = failedBudgets(checkBudgets(slow));
    expect(failed.map((check) => [check.figure, check.actual])).toEqual([
      ['Performance', 90],
      ['LCP ms', 2100],
      ['TBT ms', 120],
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

  it('fails a slow interaction', () => {
    const failed = failedBudgets(
      checkBudgets(report({ interactions: [{ name: 'open the sign-up dialog', latency: 180 }] })),
    );
    expect(failed.map((check) => check.subject)).toEqual(['open the sign-up dialog']);
  });

  it('judges the start-up window on its worst load', () => {
    const failed = failedBudgets(
      checkBudgets(
        report({ startupWindows: [{ route: '/', loads: [300, 401, 320], boots: [250, 330, 260] }] }),
      ),
    );
    expect(failed).toEqual([
      expect.objectContaining({ subject: '/', figure: 'paint to interactive ms (worst)', actual: 401 }),
    ]);
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
    expect(failedBudgets(checkBudgets(report({ firstPresses: [control(0, 0)] })))).toHaveLength(1);
  });
});

describe('bench table', () => {
  it('prints the site beside the floor and the limit, with ratios', () => {
    const table = formatReport(report(), checkBudgets(report()));
    expect(table).toContain('| site / | 140.0 (4) | – |');
    expect(table).toContain('| floor / | 152.0 (4) |');
    expect(table).toContain('| limit / |');
    // 140 KB against the floor's 152, FCP 800 against the limit's 700.
    expect(table).toContain('| / / floor | 0.92× |');
    expect(table).toContain('| / / limit | –');
    expect(table).toContain('1.14×');
    expect(table).toMatch(/Every budget met \(\d+ checks\)/);
  });

  it('prints no floor rows, and says why, when the report has no floor', () => {
    const withoutFloor = report({ floor: undefined });
    const table = formatReport(withoutFloor, checkBudgets(withoutFloor));
    expect(table).not.toContain('floor /');
    expect(table).not.toContain('/ / floor');
    expect(table).toContain('| / / limit |');
    expect(table).toContain('No floor: its folder is absent');
  });

  it('shows each Lighthouse figure as the median and the worst run', () => {
    const slow = report({ runs: 5, site: [page('/', 140, fiveRunsOneSlow)] });
    const table = formatReport(slow, checkBudgets(slow));
    // Performance, Accessibility, Best Practices, SEO, FCP, LCP, TBT: median / worst.
    expect(table).toContain(
      '| 99 / 90 | 100 / 100 | 100 / 100 | 100 / 100 | 800 / 800 | 900 / 2100 | 20 / 120 |',
    );
    expect(table).toContain('budgets are judged on the worst run');
    expect(table).toContain('- / LCP ms: 2100 (budget 1200)');
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
    expect(table).toContain('- / paint to interactive ms (worst): 450 (budget 400)');
    expect(table).toContain('- "Contact sales" first presses honoured: 3 (budget 5)');
  });

  it('lists each missed budget', () => {
    const missing = report({ site: [page('/', 160, { tbt: 300 })] });
    const table = formatReport(missing, checkBudgets(missing));
    expect(table).toContain('2 of');
    expect(table).toContain('- / TBT ms: 300 (budget 50)');
    expect(table).toContain('- / first-visit JS KB (floor): 160 (budget 152)');
  });
});

describe('bench helpers', () => {
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

  it('strips scripts and module preloads but keeps styles', () => {
    const html =
      '<head><style>a{}</style><link rel="modulepreload" href="/x.js"><script type="module" src="/m.js"></script></head><body><script>inline()</script><p>hi</p></body>';
    expect(stripScripts(html)).toBe('<head><style>a{}</style></head><body><p>hi</p></body>');
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
      beforeInteractive: 3,
    });
    expect(tallyPresses(presses(0, 2))).toMatchObject({ made: 2, honoured: 0, medianResponseMs: undefined });
  });
});
