import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFacts, knownFacts, readCopyFiles } from '../../../scripts/checkFacts';
import { moduleCount } from '../../../src/content/facts/catalogue';
import { type FactsFile, findFactProblems } from '../../../src/content/facts/check';
import { integrationCount, integrationsUpTo } from '../../../src/content/facts/integrationPlans';
import { supportByPlan } from '../../../src/content/facts/support';
import {
  comparison,
  integrationAvailability,
  moduleAllowanceSentence,
  plans,
  securityPoints,
} from '../../../src/content/pricing';
import { loadContent } from '../../../src/content/siteContent';
import { moduleSlugs } from '../../../src/content/slugs';
import { roiCalculatorInput } from '../../../src/features/roi-calculator/roiCalculator.effects';

const root = path.resolve(import.meta.dirname, '../../..');

/** The problems the check finds in one sample file's text. */
const problemsIn = (text: string) =>
  findFactProblems([{ path: 'src/content/sample.ts', text }] satisfies FactsFile[], knownFacts);
const rulesIn = (text: string) => problemsIn(text).map((problem) => problem.rule);

describe('the facts check over the whole site', () => {
  it('reads the content, pages, features and components', () => {
    const files = readCopyFiles(root).map((file) => file.path);
    expect(files).toContain('src/content/pages/home.ts');
    expect(files).toContain('src/content/blog/change-orders-that-get-paid.md');
    expect(files).toContain('src/pages/ContactPage.tsx');
    expect(files.some((file) => file.startsWith('src/content/facts/'))).toBe(false);
  });

  it('finds no copy that restates or contradicts a fact', () => {
    expect(checkFacts(root)).toEqual([]);
  });
});

describe('the facts check on samples', () => {
  it('fails on a plan that does not exist', () => {
    expect(rulesIn("  plan: 'Growth and above',")).toEqual(['unknown-plan']);
    expect(rulesIn('Live classes are included in Growth and Enterprise plans.')).toEqual(['unknown-plan']);
    expect(problemsIn('Phone support on the Starter plan.')[0]?.message).toContain('"Starter" is not a plan');
  });

  it('accepts the plans that exist', () => {
    expect(rulesIn('Live classes are included in Business and Enterprise plans.')).toEqual([]);
    expect(rulesIn('Team and above; available on the Free Forever plan, and on all plans.')).toEqual([]);
  });

  it('fails on a module or integration count typed by hand', () => {
    expect(rulesIn("modules: 'All 8 modules',")).toContain('hand-typed-count');
    expect(rulesIn("highlights: ['40+ integrations'],")).toEqual(['hand-typed-count']);
    expect(rulesIn('Connect all 17 integrations in minutes.')).toEqual(['hand-typed-count']);
    expect(rulesIn('One platform, nine modules')).toEqual(['hand-typed-count']);
    expect(rulesIn("values: { business: 'All 8' },")).toEqual(['hand-typed-count']);
  });

  it('accepts a count built from data', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with a template
    expect(rulesIn('heading: `One platform, ${moduleCountInWords} modules`,')).toEqual([]);
  });

  it('fails on a support promise the plans do not make', () => {
    expect(rulesIn('Support requests receive a first response within four hours on paid plans.')).toEqual([
      'support-promise',
    ]);
    expect(rulesIn('Chat and e-mail support, 24 hours a day, Monday to Friday.')).toEqual([
      'support-promise',
    ]);
    expect(rulesIn('Support replies first within four business hours on Business.')).toEqual([]);
  });

  it('fails on a rating that does not name its source', () => {
    expect(rulesIn("{ value: '4.8 / 5', label: 'average rating from verified reviews' },")).toEqual([
      'unsourced-figure',
    ]);
    expect(rulesIn("{ value: '4.7 / 5', label: 'average rating from 9,800 course evaluations' },")).toEqual(
      [],
    );
  });

  it('names the file and line of each problem', () => {
    const [problem] = problemsIn('first line\nAll 8 modules');
    expect(problem).toMatchObject({ path: 'src/content/sample.ts', line: 2 });
  });
});

describe('the customers in their own words', () => {
  it("signs each case study's quote with a role that does not repeat the company the page adds", () => {
    for (const study of loadContent().caseStudies) {
      expect(study.quote.role, study.slug).not.toContain(study.company.name);
    }
  });
});

describe('the facts the pages render', () => {
  const business = plans.find((plan) => plan.id === 'business');
  const cells = comparison.flatMap((group) => group.rows);

  it('counts the modules and integrations from data', () => {
    expect(moduleCount).toBe(moduleSlugs.length);
    expect(business?.limits.modules).toBe(`All ${moduleSlugs.length} modules`);
    expect(cells.find((row) => row.feature === 'Modules')?.values.business).toBe(`All ${moduleSlugs.length}`);
    expect(cells.find((row) => row.feature === 'Integrations')?.values.enterprise).toBe(
      `All ${integrationCount} + custom`,
    );
    expect(integrationsUpTo('enterprise')).toBe(integrationCount);
  });

  it('compares every module and says which modules each plan runs', () => {
    expect(comparison.flatMap((group) => (group.moduleSlug ? [group.moduleSlug] : [])).sort()).toEqual(
      [...moduleSlugs].sort(),
    );
    expect(moduleAllowanceSentence()).toContain(
      `Free Forever runs any 2 and Team any 4 of the ${moduleSlugs.length} modules: Finance & Accounting,`,
    );
    expect(moduleAllowanceSentence()).toContain(`Business and Enterprise run all ${moduleSlugs.length}`);
  });

  it('states the security controls per plan from the comparison, and what holds on every plan', () => {
    expect(securityPoints()).toEqual([
      { feature: 'Two-factor sign-in', plans: 'Every plan' },
      { feature: 'Audit log', plans: 'Team (90 days), Business (2 years), Enterprise (unlimited)' },
      { feature: 'SSO (SAML) and SCIM', plans: 'Enterprise' },
      { feature: 'Data residency (US, EU or APAC)', plans: 'Enterprise' },
      { feature: 'Uptime SLA', plans: 'Business (99.5%), Enterprise (99.9%)' },
      { feature: 'SOC 2 Type II report', plans: 'Every plan, on request under a non-disclosure agreement' },
      { feature: 'Penetration tests', plans: 'Every year, by an independent firm' },
      { feature: 'Data processing agreement', plans: 'Every plan, part of our Terms of Service' },
    ]);
  });

  it("gives each plan its support line from the plan's support", () => {
    for (const plan of plans) expect(plan.limits.support).toBe(supportByPlan[plan.id].summary);
  });

  it('labels integrations with plans that exist', () => {
    expect(integrationAvailability('salesforce')).toBe('Team and above');
    expect(integrationAvailability('adp')).toBe('Enterprise');
    expect(integrationAvailability('quickbooks')).toBe('All plans');
  });

  it('offers the ROI calculator every paid plan, capped at its users, with the next plan to suggest', () => {
    expect(
      roiCalculatorInput.plans.map(({ name, maxUsers, nextPlan }) => ({ name, maxUsers, nextPlan })),
    ).toEqual([
      { name: 'Team', maxUsers: 25, nextPlan: 'Business' },
      { name: 'Business', maxUsers: 250, nextPlan: 'Enterprise' },
    ]);
  });
});
