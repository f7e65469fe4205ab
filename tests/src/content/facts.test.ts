import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFacts, knownFacts, readCopyFiles, readFactsData } from '../../../scripts/build/checkFacts';
import { moduleCount } from '../../../src/content/facts/catalogue';
import {
  type FactsData,
  type FactsFile,
  findDataProblems,
  findFactProblems,
  periodEndWeeks,
} from '../../../src/content/facts/check';
import { integrationCount, integrationsUpTo } from '../../../src/content/facts/integrationPlans';
import { supportByPlan } from '../../../src/content/facts/support';
import { goLive } from '../../../src/content/facts/timeline';
import {
  comparison,
  integrationAllowanceSentence,
  integrationAvailability,
  moduleAllowanceSentence,
  plans,
  roiCalculatorPlans,
  securityPoints,
} from '../../../src/content/pricing';
import { loadContent } from '../../../src/content/siteContent';
import { moduleSlugs } from '../../../src/content/slugs';

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
    expect(files).toContain('src/pages/contact/ContactPage.tsx');
    expect(files.some((file) => file.startsWith('src/content/facts/'))).toBe(false);
  });

  it('finds no copy or data that restates or contradicts a fact', async () => {
    expect(await checkFacts(root)).toEqual([]);
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

describe('the facts check on durations, counts, industries, cookies and the API', () => {
  it('fails on a demo of another length than the one the scheduler books', () => {
    expect(rulesIn('Book a forty-minute demo and we will connect a sandbox bank feed.')).toEqual([
      'demo-length',
    ]);
    expect(rulesIn('In a 45 minute demo we run one of your processes.')).toEqual(['demo-length']);
    expect(rulesIn('In a thirty-minute demo we run one of your processes.')).toEqual([]);
    // Minutes that are not a demo's length are not its business.
    expect(rulesIn('Payments close the purchase order within 30 minutes.')).toEqual([]);
  });

  it('fails on a go-live duration outside the stated timeline', () => {
    expect(
      rulesIn("{ value: '6 days', label: 'median from first upload to the first module live' },"),
    ).toEqual(['go-live-duration']);
    expect(rulesIn('All eleven clinics were live in nine days.')).toEqual(['go-live-duration']);
    expect(rulesIn('We went live after eighteen months of work.')).toEqual(['go-live-duration']);
    expect(rulesIn('Bluestreak went live in six weeks.')).toEqual([]);
    expect(rulesIn('Measured over the first twelve months after go-live.')).toEqual([]);
  });

  it('fails on a promise of no one-time fees while paid plans start with an onboarding package', () => {
    expect(rulesIn('One platform, AI on every process. No setup fees, cancel any time.')).toEqual([
      'one-time-costs',
    ]);
    expect(rulesIn('Free onboarding on every paid plan.')).toEqual(['one-time-costs']);
    expect(rulesIn('Free Forever has none: you set it up yourself.')).toEqual([]);
    expect(problemsIn('No one-time costs.')[0]?.message).toContain('Team and Business');
  });

  it('fails on an API offered to every plan or every record', () => {
    expect(rulesIn('Aden also has an open REST API and webhooks for every record.')).toEqual([
      'api-availability',
    ]);
    expect(rulesIn('The API is included in all plans.')).toEqual(['api-availability']);
    expect(rulesIn('Aden has a REST API and webhooks on Business and Enterprise.')).toEqual([]);
  });

  it('fails on a page that states the seat rule otherwise', () => {
    // The pricing FAQ and the calculator's hint as they read before the rule was written once.
    expect(rulesIn("'You pay for each active user in the month. Read-only approvers are free.',")).toEqual([
      'seat-rule',
    ]);
    expect(rulesIn('Paid seats: everyone who signs in to Aden pays for a seat.')).toEqual(['seat-rule']);
    expect(rulesIn('All users are billed per seat, whatever they do.')).toEqual(['seat-rule']);
    expect(rulesIn('Field workers who clock in need a paid seat.')).toEqual(['seat-rule']);
    expect(problemsIn('Crews who only clock in are charged per user.')[0]?.message).toContain(
      'src/content/facts/seats.ts',
    );
    // The rule itself, and sentences that are not about seats.
    expect(
      rulesIn(
        'Office users pay for a seat. Field users, who only clock in and out, have a free seat on every plan.',
      ),
    ).toEqual([]);
    expect(rulesIn('Workers who only clock in use a free worker seat; managers use paid seats.')).toEqual([]);
    expect(
      rulesIn('We compared the extra work our field teams did with the change orders we billed.'),
    ).toEqual([]);
  });

  it('fails the whole site when a module page plants a contradicting seat sentence', async () => {
    const files = readCopyFiles(root);
    const planted = files.map((file) =>
      file.path === 'src/content/modules/workforce.ts'
        ? { ...file, text: `${file.text}\n// Every user who signs in, field workers too, pays for a seat.\n` }
        : file,
    );
    expect(findFactProblems(files, knownFacts)).toEqual([]);
    expect(findFactProblems(planted, knownFacts)).toEqual([
      expect.objectContaining({ path: 'src/content/modules/workforce.ts', rule: 'seat-rule' }),
    ]);
  });

  it('fails on payroll moved to Aden or run in it: Aden prepares payroll, a provider runs it', () => {
    // The Hollis and Grant study as it read before.
    expect(
      rulesIn(
        'Hollis and Grant moved accounting, job cost, subcontracts, pay applications and payroll to Aden.',
      ),
    ).toEqual(['payroll']);
    expect(rulesIn('Aden runs your payroll every other Friday.')).toEqual(['payroll']);
    expect(rulesIn('They moved payroll preparation to Aden; Paychex still runs payroll.')).toEqual([]);
    expect(rulesIn('Approved hours go to Gusto, which runs payroll as usual.')).toEqual([]);
  });

  it('fails on a document number that titles two documents', () => {
    expect(rulesIn("title: 'Change order CO-014',\n  title: 'Change order CO-014',")).toEqual([
      'document-number',
    ]);
    expect(problemsIn("title: 'Change order CO-014',\ntitle: 'Change order CO-014',")[0]).toMatchObject({
      line: 2,
    });
    expect(rulesIn("title: 'Change order CO-014',\ntitle: 'Change order CO-021',")).toEqual([]);
  });

  it('reads where a rollout period ends, in weeks', () => {
    expect(periodEndWeeks('Weeks 7–10')).toBe(10);
    expect(periodEndWeeks('Month 3')).toBe(13);
    expect(periodEndWeeks('Week 2')).toBe(2);
    expect(periodEndWeeks('Phase two')).toBeUndefined();
  });

  describe('over the data', () => {
    let data: FactsData;
    const problemsOf = (changed: Partial<FactsData>) =>
      findDataProblems({ ...data, ...changed }, goLive.bySize).map((problem) => problem.rule);
    /** The site's case studies with tc-boiler's replaced. */
    const withStudy = (planted: FactsData['caseStudies'][number]) =>
      data.caseStudies.map((each) => (each.slug === planted.slug ? planted : each));
    const study = () => {
      const found = data.caseStudies.find((each) => each.slug === 'tc-boiler');
      if (!found) throw new Error('tc-boiler is missing');
      return found;
    };

    it('finds nothing in the site as it is', async () => {
      data = await readFactsData(root);
      expect(findDataProblems(data, goLive.bySize)).toEqual([]);
    });

    it('fails on a module or industry page, or a case study, naming an integration not built as if it were', () => {
      const planted = (where: string, sentence: string) =>
        problemsOf({
          pageProse: data.pageProse.map((page) =>
            page.where === where ? { ...page, prose: `${page.prose}\n${sentence}` } : page,
          ),
        });
      expect(
        planted('src/content/modules/accounting.ts', 'Payments go out through J.P. Morgan Access.'),
      ).toEqual(['not-built-integration']);
      expect(planted('src/content/industries/construction.ts', 'Job cost syncs with Sage 300 CRE.')).toEqual([
        'not-built-integration',
      ]);
      expect(
        planted('src/content/industries/construction.ts', 'Sage 300 CRE is planned for Q2 2027.'),
      ).toEqual([]);
      const study = {
        ...data.caseStudies[0],
        prose: 'Estimates come from STACK.',
      } as FactsData['caseStudies'][number];
      expect(problemsOf({ caseStudies: withStudy(study) })).toContain('not-built-integration');
    });

    it("fails on a post or page claiming a customer's result over another span than its case study measured", () => {
      const withPost = (sentence: string) =>
        problemsOf({
          postProse: [...data.postProse, { where: 'src/content/blog/planted.md', prose: sentence }],
        });
      // Kai Media's results cover January to June 2026; TC Boiler's a whole year.
      expect(withPost('At Kai Media, realization rose from 81% to 89% in the first year.')).toEqual([
        'customer-period',
      ]);
      expect(withPost('At Kai Media, realization rose from 81% to 89% in its first six months.')).toEqual([]);
      expect(withPost('At TC Boiler, changes worth $410,000 were billed in the first year.')).toEqual([]);
    });

    it('fails on a case study whose rollout is outside its size band, or disagrees with its own plan', () => {
      // Two weeks for 140 people, with a plan that still says ten: both disagree.
      const quick = { ...study(), rolloutWeeks: 2, firstModule: { ...study().firstModule, weeks: 2 } };
      expect(problemsOf({ caseStudies: withStudy(quick) })).toEqual(['rollout', 'rollout']);
      const bigger = {
        ...study(),
        company: { ...study().company, employeeCount: 400 },
        rolloutWeeks: 40,
        resultsPeriod: { from: '2026-01', to: '2026-12' },
        solution: { ...study().solution, rollout: [{ period: 'Weeks 1–40' }] },
      };
      expect(problemsOf({ caseStudies: withStudy(bigger) })).toEqual(['rollout']);
      const longerPlan = {
        ...study(),
        solution: { ...study().solution, rollout: [...study().solution.rollout, { period: 'Weeks 11–14' }] },
      };
      expect(problemsOf({ caseStudies: withStudy(longerPlan) })).toEqual(['rollout']);
    });

    it('fails on a case study naming an integration not built, not on its plan, or not in the collection', () => {
      const withIntegrations = (integrations: string[], plan = study().company.plan) => ({
        ...study(),
        company: { ...study().company, plan },
        solution: { ...study().solution, integrations },
      });
      const rulesFor = (planted: FactsData['caseStudies'][number]) =>
        findDataProblems({ ...data, caseStudies: withStudy(planted) }, goLive.bySize);
      // STACK is planned, not built: a customer cannot be using it.
      const planned = rulesFor(withIntegrations(['dropbox', 'stack']));
      expect(planned.map((problem) => problem.rule)).toEqual(['case-study-integrations']);
      expect(planned[0]?.message).toContain('STACK, which is planned and not built yet');
      // ADP comes with Enterprise; TC Boiler is on Business.
      const offPlan = rulesFor(withIntegrations(['dropbox', 'adp']));
      expect(offPlan.map((problem) => problem.message)).toEqual([
        'names ADP Workforce Now, which Business does not include (it comes with Enterprise)',
      ]);
      // The same on Enterprise is fine; on a plan that does not exist it is not.
      expect(rulesFor(withIntegrations(['dropbox', 'adp'], 'Enterprise'))).toEqual([]);
      expect(rulesFor(withIntegrations(['dropbox'], 'Growth')).map((problem) => problem.rule)).toEqual([
        'case-study-integrations',
      ]);
      expect(rulesFor(withIntegrations(['dropbox', 'viewpoint']))[0]?.message).toContain(
        '"viewpoint", which is not in src/content/integrations',
      );
    });

    it('fails on a case study whose words mention an integration its facts do not list', () => {
      const planted = {
        ...study(),
        prose: `${study().prose}\nThe Procore integration links every job.`,
      };
      const problems = findDataProblems({ ...data, caseStudies: withStudy(planted) }, goLive.bySize);
      expect(problems.map((problem) => problem.message)).toEqual([
        'mentions the Procore integration, which its solution.integrations does not list',
      ]);
      // Naming a product the customer works in is not naming an integration.
      const product = { ...study(), prose: `${study().prose}\nSuperintendents still work in Procore.` };
      expect(findDataProblems({ ...data, caseStudies: withStudy(product) }, goLive.bySize)).toEqual([]);
    });

    it('fails on a count beside a list that disagrees with the list', () => {
      const training = data.listPages.find((page) => page.path.endsWith('module-training.ts'));
      if (!training) throw new Error('module-training is missing');
      const planted = {
        ...training,
        figures: [{ value: '38', label: 'courses covering every module' }],
      };
      expect(problemsOf({ listPages: [planted] })).toEqual(['list-count']);
      const [freePlan] = data.planIntegrations;
      if (!freePlan) throw new Error('no plan');
      const lacksOneLess = { ...freePlan, lacks: freePlan.lacks.slice(1) };
      expect(problemsOf({ planIntegrations: [lacksOneLess] })).toEqual(['list-count']);
    });

    it('fails on a customer filed under two industries, or featured on an industry page it is not in', () => {
      const logos = data.customerLogos.map((logo) =>
        logo.name === 'Kai Media' ? { ...logo, industry: 'Government' } : logo,
      );
      expect(problemsOf({ customerLogos: logos })).toEqual(['customer-industry']);
      const industries = [{ slug: 'government', caseStudy: 'kai-media' }];
      expect(problemsOf({ industries })).toEqual(['customer-industry']);
    });

    it('fails on training charged on a plan that includes live classes, or missing where it does not', () => {
      const withTraining = (id: string, trainingPerSeat: number) =>
        data.onboarding.map((plan) => (plan.id === id ? { ...plan, trainingPerSeat } : plan));
      // Without the calculator's price lists, which would disagree with the planted prices too.
      const alone = { calculatorPlans: [] };
      expect(problemsOf({ ...alone, onboarding: withTraining('business', 60) })).toEqual(['one-time-costs']);
      expect(problemsOf({ ...alone, onboarding: withTraining('team', 0) })).toEqual(['one-time-costs']);
    });

    it('fails on an ROI calculator price list whose one-time costs are not the published ones', () => {
      const [roiPage] = data.calculatorPlans;
      if (!roiPage) throw new Error('no calculator plans');
      const planted = {
        ...roiPage,
        plans: roiPage.plans.map((plan) =>
          plan.id === 'team'
            ? { ...plan, oneTimeCosts: { ...plan.oneTimeCosts, implementation: 1_500 } }
            : plan,
        ),
      };
      const problems = findDataProblems({ ...data, calculatorPlans: [planted] }, goLive.bySize);
      expect(problems.map((problem) => problem.rule)).toEqual(['one-time-costs']);
      expect(problems[0]?.message).toContain("prices Team's onboarding at $1500 implementation");
    });

    it('fails on a policy that names cookies the banner does not offer, or leaves one of its categories out', () => {
      const withAnalytics = data.privacyPolicy.replace(
        'only with your consent: the customer-chat widget',
        'only with your consent: analytics and the customer-chat widget',
      );
      expect(withAnalytics).not.toBe(data.privacyPolicy);
      expect(problemsOf({ privacyPolicy: withAnalytics })).toEqual(['cookie-categories']);
      expect(problemsOf({ bannerCategories: [...data.bannerCategories, 'Preferences'] })).toEqual([
        'cookie-categories',
      ]);
    });
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

  it('says which integrations each plan lacks, and counts none that is not built yet', () => {
    const sentence = integrationAllowanceSentence((slug) => slug);
    expect(sentence).toContain(
      `Free Forever has ${integrationsUpTo('freeforever')} of the ${integrationCount}`,
    );
    expect(sentence).toMatch(/Free Forever .*all but .*procore/);
    expect(sentence).toContain(
      `Team and Business have ${integrationsUpTo('team')} of the ${integrationCount} integrations, all but adp.`,
    );
    expect(sentence).not.toMatch(/sage-300-cre|stack|jpmorgan-access/);
    expect(integrationAvailability('sage-300-cre')).toBe('Planned · Team and above');
    expect(integrationAvailability('jpmorgan-access')).toBe('Requested · Team and above');
  });

  it('labels integrations with plans that exist', () => {
    expect(integrationAvailability('salesforce')).toBe('Team and above');
    expect(integrationAvailability('adp')).toBe('Enterprise');
    expect(integrationAvailability('quickbooks')).toBe('All plans');
  });

  it('offers the ROI calculator every paid plan, capped at its users, with the next plan to suggest', () => {
    expect(
      roiCalculatorPlans().plans.map(({ name, maxUsers, nextPlan }) => ({ name, maxUsers, nextPlan })),
    ).toEqual([
      { name: 'Team', maxUsers: 25, nextPlan: 'Business' },
      { name: 'Business', maxUsers: 250, nextPlan: 'Enterprise' },
    ]);
  });
});
