import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFactsData } from '../../../scripts/build/checkFacts';
import type { FactsData } from '../../../src/content/facts/check';
import { benchmarkAnswers, benchmarkSegments, minimumSample } from '../../../src/content/facts/sources';
import {
  type FigureFacts,
  findFigureProblems,
  findGoLiveProblems,
} from '../../../src/content/facts/statisticsCheck';
import { goLive, medianWeeks } from '../../../src/content/facts/timeline';
import { figureSchema } from '../../../src/content/schema';

const root = path.resolve(import.meta.dirname, '../../..');
let data: FactsData;
beforeAll(async () => {
  data = await readFactsData(root);
});

const figure = (where: string, value: string) => {
  const found = data.figures.find((each) => each.where === where && each.value === value);
  if (!found) throw new Error(`${value} is not a figure of ${where}`);
  return found;
};
const rulesOf = (figures: readonly FigureFacts[]) =>
  findFigureProblems(figures).map((problem) => problem.rule);
/** The site's figures with one replaced. */
const replacing = (old: FigureFacts, planted: FigureFacts) =>
  data.figures.map((each) => (each === old ? planted : each));

const CONTRACTING = 'src/content/modules/contracting.ts';

describe('the statistics a page shows', () => {
  it('finds nothing in the site as it is, over every figure of its pages', () => {
    expect(data.figures.length).toBeGreaterThan(80);
    expect(findFigureProblems(data.figures)).toEqual([]);
  });

  it('declares the benchmark once: its segments add up to the customers who answered', () => {
    expect(benchmarkAnswers).toBe(386);
    expect(Object.values(benchmarkSegments).reduce((sum, each) => sum + each.answers, 0)).toBe(386);
  });

  it("prints each figure's own sample, segment, statistic, method and period", () => {
    const payApplications = figure(CONTRACTING, '4 days');
    const note = figureSchema.parse(payApplications).source;
    expect(note).toBe(
      'Median of 64 answers from construction and contracting customers (96 in the segment); our 2026 customer benchmark, a self-reported survey answered by 386 customers, each comparing its last six months on Aden with the six months before; answered in August and September 2026.',
    );
  });

  /** The site's figures with one more, a claim no other figure makes, sourced like the pay applications. */
  const plantedWith = (source: (survey: Record<string, unknown>) => unknown) => {
    const survey = figure(CONTRACTING, '4 days').source as Record<string, unknown>;
    const planted = {
      where: CONTRACTING,
      value: '9 days',
      label: 'sooner lien waivers',
      source: source(survey),
    };
    return [...data.figures, planted];
  };

  it('fails on a figure without a sample, or citing the survey without a segment', () => {
    expect(rulesOf(plantedWith(({ n: _n, ...rest }) => rest))).toEqual(['figure-sample']);
    expect(rulesOf(plantedWith(({ segment: _segment, ...rest }) => rest))).toEqual(['figure-sample']);
    expect(rulesOf(plantedWith(() => 'benchmark-2026'))).toEqual(['figure-sample']);
  });

  it(`fails on a figure resting on fewer than ${minimumSample} answers, or on more than its segment has`, () => {
    // The public sector answered 12 times: no page may show a figure of its own.
    const publicSector = plantedWith((survey) => ({ ...survey, segment: 'public-sector', n: 12 }));
    expect(findFigureProblems(publicSector).map((each) => each.message)).toEqual([
      `"9 days sooner lien waivers" rests on 12, fewer than the ${minimumSample} a figure on a page needs`,
    ]);
    const tooMany = plantedWith((survey) => ({ ...survey, n: 97 }));
    expect(findFigureProblems(tooMany).map((each) => each.message)).toEqual([
      '"9 days sooner lien waivers" rests on 97 answers, more than the 96 in its segment',
    ]);
  });

  it('fails on an average computed as a median, or a median computed as a mean', () => {
    const median = figure('src/content/modules/accounting.ts', '11 days');
    expect(median.label).toContain('median');
    const asMean = { ...median, source: { ...(median.source as object), statistic: 'mean' } };
    // The same claim on /processes/order-to-cash keeps the median: one claim, two sources, too.
    expect(rulesOf(replacing(median, asMean)).sort()).toEqual(['figure-source', 'figure-statistic']);
    const mean = figure('src/content/processes/procure-to-pay.ts', '2.1 days');
    expect(mean.label).toContain('average');
    const asMedian = { ...mean, source: { ...(mean.source as object), statistic: 'median' } };
    expect(rulesOf(replacing(mean, asMedian))).toEqual(['figure-statistic']);
  });

  it('fails on a survey figure that speaks of a year: each answer compares six months with six before', () => {
    const realization = figure('src/content/modules/professionalServices.ts', '+6 points');
    expect(realization.label).toBe('realization after six months');
    const inAYear = { ...realization, label: 'realization in the first year' };
    expect(findFigureProblems(replacing(realization, inAYear)).map((each) => each.message)).toEqual([
      '"+6 points realization in the first year" speaks of "first year", but each answer of benchmark-2026 compares 6 months with as many before',
    ]);
    // Two quarters are the six months.
    expect(
      rulesOf(replacing(realization, { ...realization, label: 'realization after two quarters' })),
    ).toEqual([]);
  });

  it('fails on one claim with two sources: faster pay applications from the survey and from usage', () => {
    const dropbox = figure('src/content/integration-processes/dropbox/bid-to-bill.ts', '6 days');
    const planted = { ...dropbox, value: '4 days', label: 'earlier pay applications after period end' };
    // It is the same claim as on the contracting module, the construction page and bid-to-bill.
    const problems = findFigureProblems(replacing(dropbox, planted));
    expect(problems.map((each) => [each.rule, each.where])).toEqual(
      Array(3).fill(['figure-source', dropbox.where]),
    );
    // The same words with the survey's own source are one claim, one source.
    const sameSource = { ...planted, source: figure(CONTRACTING, '4 days').source };
    expect(findFigureProblems(replacing(dropbox, sameSource))).toEqual([]);
  });
});

describe('go-live a reader can check', () => {
  const study = (slug: string) => {
    const found = data.caseStudies.find((each) => each.slug === slug);
    if (!found) throw new Error(`${slug} is missing`);
    return found;
  };
  const goLiveRules = (planted: FactsData['caseStudies'][number]) =>
    findGoLiveProblems([planted], goLive.bySize).map((problem) => problem.message);

  it("computes the headline and each size band's median from the 2025 records, over 412 customers", () => {
    expect(goLive.firstModuleCustomers).toBe(412);
    expect(goLive.firstModuleMedianWeeks).toBe(3);
    expect(goLive.bySize.map((band) => band.firstModuleWeeks)).toEqual([2, 3, 5]);
    expect(medianWeeks({ 2: 1, 3: 1, 9: 1 })).toBe(3);
    expect(medianWeeks({ 2: 1, 3: 1, 4: 1, 9: 1 })).toBe(3.5);
  });

  it("finds each case study's first module, full rollout and results in order, and in the records", () => {
    expect(data.caseStudies).toHaveLength(5);
    expect(findGoLiveProblems(data.caseStudies, goLive.bySize)).toEqual([]);
  });

  it('fails on results that start before the month after the full rollout', () => {
    // Hollis and Grant's rollout ends on 9 February 2026: results from February overlap it.
    const overlapping = { ...study('hollis-grant'), resultsPeriod: { from: '2026-02', to: '2026-07' } };
    expect(goLiveRules(overlapping)).toEqual([
      'its results start in 2026-02, before the month after the full rollout (2026-02-09)',
    ]);
  });

  it('fails on a first module live after the full rollout, or not among the modules', () => {
    const late = { ...study('bluestreak'), firstModule: { module: 'inventory-management', weeks: 7 } };
    expect(goLiveRules(late)).toContainEqual(
      "its first module goes live in week 7, after the full rollout's 6 weeks",
    );
    const other = { ...study('bluestreak'), firstModule: { module: 'workforce', weeks: 3 } };
    expect(goLiveRules(other)).toEqual(['its first module, workforce, is not among its modules']);
  });

  it('fails on a first module live in 2025 at a week the records of its size band do not count', () => {
    // Medallion (310 people) in week 2: no customer of 250 and more went live that fast in 2025.
    const fast = { ...study('medallion'), firstModule: { module: 'accounting', weeks: 2 } };
    expect(goLiveRules(fast)).toEqual([
      'its first module went live on 2025-12-15 in week 2, but the 2025 go-live records of 250 people and more count no customer at 2 weeks (src/content/facts/timeline.ts)',
    ]);
  });
});
