import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, failedBudgets } from '../../scripts/bench/budgets';
import { median } from '../../scripts/bench/median';
import { stripScripts } from '../../scripts/bench/noScript';
import type { BenchReport, LighthouseFigures, PageResult } from '../../scripts/bench/results';
import { formatReport } from '../../scripts/bench/table';
import { ownKb, type Visit } from '../../scripts/bench/weights';

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

const page = (route: string, jsKb: number, lighthouse: Partial<LighthouseFigures> = {}): PageResult => ({
  route,
  weight: { jsKb, jsFiles: 4, ownJsKb: 3, payloadKb: 1 },
  lighthouse: { ...goodLighthouse, ...lighthouse },
});

const report = (overrides: Partial<BenchReport> = {}): BenchReport => ({
  date: '2026-11-22',
  site: [page('/', 140), page('/pricing', 150)],
  floor: page('/', 152, { performance: 97 }),
  limit: [page('/', 0, { fcp: 700, lcp: 700, tbt: 0 })],
  interactions: [{ name: 'open a menu', latency: 40 }],
  lazy: [{ name: 'auth dialog', kb: 30, files: 2 }],
  ...overrides,
});

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

  it('fails the home page when it loads more JavaScript than the floor', () => {
    const failed = failedBudgets(checkBudgets(report({ site: [page('/', 153)] })));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ subject: '/', actual: 153, limit: 152 });
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
});

describe('bench table', () => {
  it('prints the site beside the floor and the limit, with ratios', () => {
    const table = formatReport(report(), checkBudgets(report()));
    expect(table).toContain('| site / | 140.0 (4) |');
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
    };
    const blog: Visit = {
      route: '/blog',
      scripts: new Map([
        ['/a.js', 50],
        ['/blog.js', 3],
        ['/md.js', 4],
      ]),
    };
    expect(ownKb(home, [home, blog])).toBe(2);
    expect(ownKb(blog, [home, blog])).toBe(7);
  });

  it('strips scripts and module preloads but keeps styles', () => {
    const html =
      '<head><style>a{}</style><link rel="modulepreload" href="/x.js"><script type="module" src="/m.js"></script></head><body><script>inline()</script><p>hi</p></body>';
    expect(stripScripts(html)).toBe('<head><style>a{}</style></head><body><p>hi</p></body>');
  });
});

describe('median', () => {
  it('takes the middle run, whatever order the runs came in', () => {
    expect(median([212, 96, 104])).toBe(104);
    expect(median([5])).toBe(5);
    expect(median([])).toBe(0);
  });
});
