/**
 * The facts check over the repository (src/content/facts/check.ts): the copy of src/content, the
 * pages, features and components; the facts held in data (case-study rollouts and the integrations
 * case studies name, counts beside lists,
 * customers' industries, the privacy policy's cookie categories against the banner's, onboarding
 * prices against the plans and the ROI calculator's price lists; every figure's sample, statistic and
 * source, and each case study's go-live, src/content/facts/statisticsCheck.ts); and the
 * integration files against src/content/facts/integrationPlans.ts.
 * The build stops on any problem; tests/src/content/facts.test.ts runs the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPlanNames } from '../../src/content/facts/api';
import {
  type CaseStudyFacts,
  describeDataProblem,
  describeFactProblem,
  type FactsData,
  type FactsFile,
  findDataProblems,
  findFactProblems,
  type KnownFacts,
} from '../../src/content/facts/check';
import {
  integrationCount,
  integrationStatus,
  integrationsIn,
  integrationTiers,
} from '../../src/content/facts/integrationPlans';
import { supportReplyPromises } from '../../src/content/facts/support';
import { demoMinutes, goLive, goLiveRangeWeeks } from '../../src/content/facts/timeline';
import { comparison, onboardingPackages, planIntegrations, plans } from '../../src/content/pricing';
import { CATEGORY_TEXT } from '../../src/features/consent/policy';

/** Where copy is written; the facts themselves (src/content/facts) are the source, not copy. */
const COPY_FOLDERS = ['src/content', 'src/pages', 'src/features', 'src/components'];
const FACTS_FOLDER = 'src/content/facts';

export const knownFacts: KnownFacts = {
  planNames: plans.map((plan) => plan.name),
  supportReplies: supportReplyPromises,
  demoMinutes,
  goLiveWeeks: goLiveRangeWeeks,
  apiPlanNames,
  oneTimeFeePlanNames: plans.filter((plan) => plan.id in onboardingPackages).map((plan) => plan.name),
};

export function readCopyFiles(root: string): FactsFile[] {
  return COPY_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.(tsx?|md)$/.test(file) && !file.startsWith(`${FACTS_FOLDER}/`))
      .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

const slugsIn = (root: string, folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''));

/** A content file's default export, as written (before the schema parses it). */
const defaultOf = async <T>(root: string, file: string): Promise<T> =>
  ((await import(pathToFileURL(path.join(root, file)).href)) as { default: T }).default;

/** Integration files without a plan in integrationPlans.ts, or plans for integrations that do not exist. */
export function integrationTierProblems(root: string): string[] {
  const files = slugsIn(root, 'src/content/integrations');
  const tiers = Object.keys(integrationTiers);
  return [
    ...files
      .filter((slug) => !tiers.includes(slug))
      .map(
        (slug) => `src/content/integrations/${slug}.ts has no plan in src/content/facts/integrationPlans.ts`,
      ),
    ...tiers
      .filter((slug) => !files.includes(slug))
      .map((slug) => `src/content/facts/integrationPlans.ts names "${slug}", which has no integration file`),
  ];
}

/** Each paid plan's onboarding package, and whether the comparison gives the plan live online classes. */
function onboardingFacts(): FactsData['onboarding'] {
  const liveClasses = comparison
    .flatMap((group) => group.rows)
    .find((row) => row.feature === 'Live online classes');
  return plans.flatMap((plan) => {
    const onboarding = (
      onboardingPackages as Record<string, (typeof onboardingPackages)[keyof typeof onboardingPackages]>
    )[plan.id];
    if (!onboarding) return [];
    const { name, implementation, migration, trainingPerSeat } = onboarding;
    return [
      {
        id: plan.id,
        plan: plan.name,
        name,
        implementation,
        migration,
        trainingPerSeat,
        liveClassesIncluded: Boolean(liveClasses?.values[plan.id]),
      },
    ];
  });
}

/** A case study's file as written: what the check compares, and the words it reads. */
type CaseStudyFile = Omit<CaseStudyFacts, 'slug' | 'prose' | 'solution'> & {
  title: string;
  summary: string;
  challenge: { paragraphs: string[]; points: string[] };
  solution: Omit<CaseStudyFacts['solution'], 'rollout'> & {
    paragraphs: string[];
    rollout: { period: string; milestone: string }[];
  };
  results: { label: string; detail?: string }[];
  quote: { text: string };
};

const proseOf = (study: CaseStudyFile) =>
  [
    study.title,
    study.summary,
    ...study.challenge.paragraphs,
    ...study.challenge.points,
    ...study.solution.paragraphs,
    ...study.solution.rollout.map((step) => step.milestone),
    ...study.results.flatMap((result) => [result.label, result.detail ?? '']),
    study.quote.text,
  ].join('\n');

/** Every string a content file's value holds, at any depth: its words. */
const wordsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(wordsOf)
      : [];

/** Every `{ value, label, source }` a content file's value holds, at any depth: its figures. */
const figuresOf = (where: string, value: unknown): FactsData['figures'] =>
  Array.isArray(value)
    ? value.flatMap((item) => figuresOf(where, item))
    : value && typeof value === 'object'
      ? 'source' in value && typeof (value as { label?: unknown }).label === 'string'
        ? [{ where, ...(value as { value: string; label: string; source: unknown }) }]
        : Object.values(value).flatMap((item) => figuresOf(where, item))
      : [];

/** The folders and pages whose files hold figures. */
const FIGURE_FOLDERS = ['src/content/modules', 'src/content/industries', 'src/content/processes'];
const FIGURE_PAGES = ['customers', 'home', 'company'].map((page) => `src/content/pages/${page}.ts`);

async function readFigures(root: string): Promise<FactsData['figures']> {
  const files = [
    ...FIGURE_FOLDERS.flatMap((folder) => slugsIn(root, folder).map((slug) => `${folder}/${slug}.ts`)),
    ...readdirSync(path.join(root, 'src/content/integration-processes'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.posix.join('src/content/integration-processes', file.split(path.sep).join('/'))),
    ...FIGURE_PAGES,
  ];
  const read = await Promise.all(
    files.map(async (file) => figuresOf(file, await defaultOf<unknown>(root, file))),
  );
  return read.flat();
}

/** The facts the content holds as data, read from its files. */
export async function readFactsData(root: string): Promise<FactsData> {
  const caseStudies = await Promise.all(
    slugsIn(root, 'src/content/case-studies').map(async (slug) => {
      const study = await defaultOf<CaseStudyFile>(root, `src/content/case-studies/${slug}.ts`);
      return { ...study, slug, prose: proseOf(study) };
    }),
  );
  const industries = await Promise.all(
    slugsIn(root, 'src/content/industries').map(async (slug) => ({
      slug,
      ...(await defaultOf<{ caseStudy?: string }>(root, `src/content/industries/${slug}.ts`)),
    })),
  );
  const pageProse = await Promise.all(
    ['modules', 'industries'].flatMap((folder) =>
      slugsIn(root, `src/content/${folder}`).map(async (slug) => {
        const where = `src/content/${folder}/${slug}.ts`;
        return { where, prose: wordsOf(await defaultOf<unknown>(root, where)).join('\n') };
      }),
    ),
  );
  const customers = await defaultOf<{ data: { logos: { name: string; industry: string }[] } }>(
    root,
    'src/content/pages/customers.ts',
  );
  const listPages = await Promise.all(
    slugsIn(root, 'src/content/modules').map(async (slug) => {
      const file = `src/content/modules/${slug}.ts`;
      const page = await defaultOf<
        { figures?: { value: string; label: string }[] } & Record<string, unknown>
      >(root, file);
      const lists = Object.fromEntries(
        Object.entries(page).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])),
      );
      return { path: file, figures: page.figures ?? [], lists };
    }),
  );
  const names = Object.fromEntries(
    await Promise.all(
      slugsIn(root, 'src/content/integrations').map(async (slug) => [
        slug,
        (await defaultOf<{ name: string }>(root, `src/content/integrations/${slug}.ts`)).name,
      ]),
    ),
  ) as Record<string, string>;
  const roiPage = await defaultOf<{
    data: { calculator: { plans: FactsData['calculatorPlans'][number]['plans'] } };
  }>(root, 'src/content/pages/roi-calculator.ts');
  return {
    caseStudies,
    figures: await readFigures(root),
    integrations: Object.entries(names).map(([slug, name]) => ({
      slug,
      name,
      status: integrationStatus(slug).status,
    })),
    plans: plans.map((plan) => ({ name: plan.name, integrations: integrationsIn(plan.integrationTier) })),
    industries,
    pageProse,
    postProse: readdirSync(path.join(root, 'src/content/blog'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({
        where: `src/content/blog/${file}`,
        prose: readFileSync(path.join(root, 'src/content/blog', file), 'utf8'),
      })),
    customerLogos: customers.data.logos,
    listPages,
    planIntegrations: planIntegrations((slug) => names[slug] ?? slug),
    integrationCount,
    privacyPolicy: readFileSync(path.join(root, 'src/content/legal/privacy.md'), 'utf8'),
    bannerCategories: Object.values(CATEGORY_TEXT).map((category) => category.title),
    onboarding: onboardingFacts(),
    calculatorPlans: [{ where: 'src/content/pages/roi-calculator.ts', plans: roiPage.data.calculator.plans }],
  };
}

/** Every problem in the repository's copy and data, described; empty when the facts hold. */
export async function checkFacts(root: string): Promise<string[]> {
  return [
    ...findFactProblems(readCopyFiles(root), knownFacts).map(describeFactProblem),
    ...findDataProblems(await readFactsData(root), goLive.bySize).map(describeDataProblem),
    ...integrationTierProblems(root),
  ];
}
