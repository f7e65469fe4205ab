/**
 * The facts check: copy may not restate by hand what the typed facts hold. It reads the text of the
 * site's content and page files (not their values: a count built from data, `${moduleCount}`, is
 * not hand-typed) and reports each line that names a plan that does not exist, writes a module or
 * integration count by hand, promises a support reply the plans do not give, or gives a rating
 * without saying where it comes from. scripts/build/checkFacts.ts runs it over the repository in the
 * build; tests/src/content/facts.test.ts runs it over the whole content and over broken samples.
 */
import {
  type FigureFacts,
  findFigureProblems,
  findGoLiveProblems,
  type GoLiveBand,
  type GoLiveFacts,
  MONTHS_IN,
  type StatisticsProblem,
} from './statisticsCheck';

export interface FactsFile {
  /** Path from the repository root, for the report. */
  path: string;
  text: string;
}

export interface FactsProblem {
  path: string;
  line: number;
  rule:
    | 'unknown-plan'
    | 'hand-typed-count'
    | 'support-promise'
    | 'unsourced-figure'
    | 'demo-length'
    | 'go-live-duration'
    | 'api-availability'
    | 'one-time-costs'
    | 'seat-rule'
    | 'payroll'
    | 'document-number';
  message: string;
}

export interface KnownFacts {
  planNames: readonly string[];
  /** First-reply promises the plans make, e.g. "four business hours". */
  supportReplies: readonly string[];
  /** How long a demo is (src/content/facts/timeline.ts). */
  demoMinutes: number;
  /** The shortest and longest go-live the stated timeline allows, in weeks. */
  goLiveWeeks: { min: number; max: number };
  /** The plans that have the REST API (src/content/facts/api.ts). */
  apiPlanNames: readonly string[];
  /** The plans that start with a paid onboarding package (onboardingPackages in src/content/pricing.ts). */
  oneTimeFeePlanNames: readonly string[];
}

const NUMBER =
  '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty';
const NAME = "[A-Z][\\w'’-]*(?: [A-Z][\\w'’-]*)?";

/** "Growth and above", "Team and above" */
const AND_ABOVE = new RegExp(`\\b(${NAME}) and above\\b`, 'g');
/** "in Growth and Enterprise plans", "on the Team plan", "to Team or Business plans" */
const NAMED_PLANS = new RegExp(
  `\\b(?:on|in|with|to|from|of|the) (?:the )?(${NAME}(?:(?:,? and |, | or )${NAME})*) plans?\\b`,
  'g',
);
/** Words that may stand before "plan(s)" without naming one. */
const NOT_A_NAME = new Set(['All', 'Paid', 'Our', 'Your', 'Every', 'Which', 'Other', 'Self-serve']);

const COUNT = new RegExp(`\\b(?:${NUMBER})\\+? (?:modules|integrations)\\b`, 'gi');
/** "All 8" in a table cell */
const ALL_COUNT = /\bAll \d+\b/g;

const REPLY_WITHIN =
  /\b(?:first (?:response|reply)|respon\w*|repl\w*|answer\w*)\b[^.]*?\bwithin ((?:the )?[\w -]+?)(?= on |[.;,)'"`]|$)/gi;
const ROUND_THE_CLOCK = /\b24 hours a day\b|\baround the clock\b/i;

const RATING = /\b\d(?:\.\d)?\s*(?:\/|out of)\s*5\b|\bverified reviews\b/i;
const RATING_SOURCE = /\b(?:on|from|by|according to) \w/;

function planProblems(line: string, known: KnownFacts): string[] {
  const names = new Set(known.planNames);
  const found: string[] = [];
  for (const match of line.matchAll(AND_ABOVE)) found.push(match[1] ?? '');
  for (const match of line.matchAll(NAMED_PLANS)) {
    found.push(...(match[1] ?? '').split(/,? and |, | or /));
  }
  return found
    .map((name) => name.replace(/^(?:the|on) /i, ''))
    .filter((name) => !names.has(name) && !NOT_A_NAME.has(name) && !NOT_A_NAME.has(name.split(' ')[0] ?? ''))
    .map((name) => `"${name}" is not a plan (plans: ${known.planNames.join(', ')})`);
}

function supportProblems(line: string, known: KnownFacts): string[] {
  if (!/support/i.test(line)) return [];
  const problems: string[] = [];
  for (const match of line.matchAll(REPLY_WITHIN)) {
    const promise = (match[1] ?? '').trim();
    if (!known.supportReplies.some((reply) => reply.replace(/^the /, '') === promise.replace(/^the /, ''))) {
      problems.push(
        `promises a support reply within "${promise}"; the plans promise ${known.supportReplies.join(', ')} (src/content/facts/support.ts)`,
      );
    }
  }
  if (ROUND_THE_CLOCK.test(line)) {
    problems.push('promises support around the clock; support hours live in src/content/facts/support.ts');
  }
  return problems;
}

const NUMBER_WORDS = NUMBER.split('|').slice(1);
/** "6", "six" or "twenty" as a number. */
const numberOf = (word: string): number => {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  const index = NUMBER_WORDS.indexOf(lower);
  return index < 20 ? index + 1 : (index - 17) * 10;
};

const DEMO = /\bdemo\b/i;
const MINUTES = new RegExp(`\\b(${NUMBER})[- ]minutes?\\b`, 'gi');

function demoProblems(line: string, known: KnownFacts): string[] {
  if (!DEMO.test(line)) return [];
  return [...line.matchAll(MINUTES)]
    .filter((match) => numberOf(match[1] ?? '') !== known.demoMinutes)
    .map(
      (match) =>
        `"${match[0]}" for a demo; a demo is ${known.demoMinutes} minutes (demoMinutes in src/content/facts/timeline.ts)`,
    );
}

/** A line about going live: "go live", "go-live", "went live", "the first module live", "live in". */
const GO_LIVE =
  /\bgo(?:es)?[- ]live\b|\b(?:went|were|was|is|are|be|modules?|clinics?|entit(?:y|ies)) live\b|\blive in\b/i;
const DURATION = new RegExp(`\\b(${NUMBER})[- ](days?|weeks?|months?)\\b`, 'gi');
const WEEKS_PER = { day: 1 / 7, week: 1, month: 52 / 12 } as const;

/** "6 days" -> 0.86; "three months" -> 13. */
export const inWeeks = (count: number, unit: string): number =>
  count * WEEKS_PER[unit.replace(/s$/, '') as keyof typeof WEEKS_PER];

function goLiveProblems(line: string, known: KnownFacts): string[] {
  if (!GO_LIVE.test(line)) return [];
  const { min, max } = known.goLiveWeeks;
  return (
    [...line.matchAll(DURATION)]
      // "twelve months after go-live" is a period measured, not a time to go live.
      .filter(
        (match) => !/^\s+(?:after|before|since)\b/.test(line.slice((match.index ?? 0) + match[0].length)),
      )
      .filter((match) => {
        const weeks = inWeeks(numberOf(match[1] ?? ''), match[2] ?? '');
        return weeks < min || weeks > max;
      })
      .map(
        (match) =>
          `"${match[0]}" to go live; the stated timeline runs from ${min} to ${max} weeks (goLive in src/content/facts/timeline.ts)`,
      )
  );
}

const API = /\bAPI\b/;
const API_FOR_ALL =
  /\bopen (?:REST )?API\b|\bAPI\b[^.]*\b(?:every|all|any) (?:plans?|records?)\b|\b(?:every|all) plans?\b[^.]*\bAPI\b/i;

function apiProblems(line: string, known: KnownFacts): string[] {
  if (!API.test(line) || !API_FOR_ALL.test(line)) return [];
  return [
    `offers the API to everyone; it is on ${known.apiPlanNames.join(' and ')} only (src/content/facts/api.ts)`,
  ];
}

/** "No setup fees", "no one-time costs", "free onboarding": a promise the paid plans' packages break. */
const NO_ONE_TIME_COSTS =
  /\bno (?:setup|set-up|onboarding|implementation|one-time|upfront|up-front) (?:fees?|costs?|charges?)\b|\bfree (?:setup|set-up|onboarding|implementation)\b/i;

function oneTimeCostProblems(line: string, known: KnownFacts): string[] {
  if (known.oneTimeFeePlanNames.length === 0 || !NO_ONE_TIME_COSTS.test(line)) return [];
  return [
    `promises no one-time fees; ${known.oneTimeFeePlanNames.join(' and ')} start with a paid onboarding package (onboardingPackages in src/content/pricing.ts)`,
  ];
}

/** Where a sentence ends: a stop after a lower-case letter or a figure, so "J.P. Morgan" stays whole. */
const SENTENCE_END = /(?<=[a-z0-9’'")][.!?])\s+/;

/**
 * A sentence that has everyone who signs in pay: "You pay for each active user", "everyone who signs
 * in needs a paid seat", "all staff are billed".
 */
const EVERYONE_PAYS = [
  /\b(?:pay|pays|paid|billed|charged)\b[^.]*?\b(?:for|per) (?:each|every|any) (?:active )?(?:users?|person|employees?|workers?|staff)\b/i,
  /\b(?:every(?:one|body)|all (?:(?:active )?users|staff|employees|workers|people)|(?:each|every) (?:active )?user)\b[^.]*?\b(?:pays?|paid seats?|billed|charged|needs? a seat|counts? as a seat)\b/i,
];
/** Who the free seat is for: field users, workers who only clock in. */
const FIELD_USERS =
  /\b(?:field (?:users?|workers?|staff|crews?|teams?)|(?:workers?|crews?|people) who (?:only )?clocks? in|clock[- ]in only|only clocks? in)\b/i;
const PAYS = /\bpaid seats?\b|\bpays?\b|\bbilled\b|\bcharged\b|\bneeds? a seat\b/i;
const FREE = /\bfree\b|\bno charge\b|\bnothing\b/i;

/** A sentence about seats or users, so "billed" in one about change orders is not about seats. */
const ABOUT_SEATS = /\bseats?\b|\bsigns? in\b|\busers?\b|\blicen[cs]es?\b/i;

/** Sentences that contradict the seat rule (src/content/facts/seats.ts): everyone pays, or field users pay. */
function seatProblems(line: string): string[] {
  const rule =
    'office users pay for a seat, field users who only clock in have a free one (src/content/facts/seats.ts)';
  return line.split(SENTENCE_END).flatMap((sentence) => {
    if (!ABOUT_SEATS.test(sentence)) return [];
    if (FREE.test(sentence) && (FIELD_USERS.test(sentence) || /\bclock/i.test(sentence))) return [];
    if (EVERYONE_PAYS.some((pattern) => pattern.test(sentence)))
      return [`has everyone who signs in pay; ${rule}`];
    if (FIELD_USERS.test(sentence) && PAYS.test(sentence)) return [`has field users pay; ${rule}`];
    return [];
  });
}

/**
 * Aden prepares payroll (hours by pay type, certified payroll reports, the journal back); a payroll
 * provider runs it. A sentence that has payroll moved to Aden or run in it says otherwise.
 */
const PAYROLL_IN_ADEN = [
  /\b(?:moved?|moves|moving|brought|brings|switched|switches)\b[^.;]*\bpayroll\b(?! (?:prep|file|provider|journal|export|report))[^.;]*\b(?:to|into|onto) Aden\b/i,
  /\bAden (?:runs|processes|pays|files) (?:your |the |their |its )?payroll\b/i,
  /\bpayroll (?:runs|is run|is processed|ran) (?:in|on|through) Aden\b/i,
];

function payrollProblems(line: string): string[] {
  return line
    .split(SENTENCE_END)
    .filter((sentence) => PAYROLL_IN_ADEN.some((pattern) => pattern.test(sentence)))
    .map(
      () =>
        'has payroll run in Aden; Aden prepares payroll (hours, certified payroll reports, the journal) and a payroll provider runs it',
    );
}

/** A document's title with its number: "Change order CO-014", "Purchase order PO-4471". */
const TITLED_DOCUMENT = /\btitle: ['"`][^'"`]*?\b([A-Z]{2,4}-\d{3,})\b/g;

/**
 * A document number that titles two documents (two change orders both CO-014): each fragment and
 * screen is one document, so a number titles one place across the site.
 */
function documentNumberProblems(files: readonly FactsFile[]): FactsProblem[] {
  const titled = files.flatMap((file) =>
    file.text.split('\n').flatMap((text, index) =>
      [...text.matchAll(TITLED_DOCUMENT)].map((match) => ({
        path: file.path,
        line: index + 1,
        number: match[1] ?? '',
      })),
    ),
  );
  return titled.flatMap((place, index) => {
    const first = titled.find((other) => other.number === place.number);
    if (!first || titled.indexOf(first) === index) return [];
    return [
      {
        path: place.path,
        line: place.line,
        rule: 'document-number' as const,
        message: `${place.number} already titles another document (${first.path}:${first.line}); give this one its own number`,
      },
    ];
  });
}

/** Every line of `files` that restates a fact by hand or contradicts one. */
export function findFactProblems(files: readonly FactsFile[], known: KnownFacts): FactsProblem[] {
  const problems: FactsProblem[] = [...documentNumberProblems(files)];
  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((text, index) => {
      const at = { path: file.path, line: index + 1 };
      for (const message of planProblems(text, known))
        problems.push({ ...at, rule: 'unknown-plan', message });
      for (const match of [...text.matchAll(COUNT), ...text.matchAll(ALL_COUNT)]) {
        problems.push({
          ...at,
          rule: 'hand-typed-count',
          message: `"${match[0]}" is a count the data gives: build it from moduleSlugs or src/content/facts/integrationPlans.ts`,
        });
      }
      for (const message of supportProblems(text, known)) {
        problems.push({ ...at, rule: 'support-promise', message });
      }
      for (const message of demoProblems(text, known)) problems.push({ ...at, rule: 'demo-length', message });
      for (const message of goLiveProblems(text, known)) {
        problems.push({ ...at, rule: 'go-live-duration', message });
      }
      for (const message of apiProblems(text, known)) {
        problems.push({ ...at, rule: 'api-availability', message });
      }
      for (const message of oneTimeCostProblems(text, known)) {
        problems.push({ ...at, rule: 'one-time-costs', message });
      }
      for (const message of seatProblems(text)) problems.push({ ...at, rule: 'seat-rule', message });
      for (const message of payrollProblems(text)) problems.push({ ...at, rule: 'payroll', message });
      // A figure's label may sit on the lines after its value, as the formatter wraps it.
      const withLabel = lines.slice(index, index + 3).join(' ');
      if (RATING.test(text) && !RATING_SOURCE.test(withLabel.replace(new RegExp(RATING.source, 'gi'), ''))) {
        problems.push({
          ...at,
          rule: 'unsourced-figure',
          message: 'a rating that does not say where it comes from',
        });
      }
    });
  }
  return problems;
}

export const describeFactProblem = (problem: FactsProblem) =>
  `${problem.path}:${problem.line} [${problem.rule}] ${problem.message}`;

// ---------------------------------------------------------------- facts held in data

/** A case study as its file gives it: only what the check compares. */
export interface CaseStudyFacts extends GoLiveFacts {
  slug: string;
  /** `plan`: the plan the customer is on, by its name on /pricing */
  company: { name: string; industry: string; sector?: string; employeeCount: number; plan?: string };
  rolloutWeeks: number;
  solution: {
    rollout: readonly { period: string }[];
    integrations: readonly string[];
    modules: readonly string[];
  };
  /** its words: title, summary, paragraphs, rollout milestones, results and quote */
  prose: string;
}

/** An integration as the collection and src/content/facts/integrationPlans.ts give it. */
export interface IntegrationFacts {
  slug: string;
  name: string;
  status: 'available' | 'planned' | 'requested';
}

export interface FactsData {
  caseStudies: readonly CaseStudyFacts[];
  /** Every figure of the pages, as its file writes it (`{ value, label, source }`). */
  figures: readonly FigureFacts[];
  /** Every integration file, built or not. */
  integrations: readonly IntegrationFacts[];
  /** Every plan, by name, with the integrations it includes (their slugs). */
  plans: readonly { name: string; integrations: readonly string[] }[];
  /** Each industry page and the case study it features. */
  industries: readonly { slug: string; caseStudy?: string }[];
  /** Every word of each module and industry page, by its file. */
  pageProse: readonly { where: string; prose: string }[];
  /** Every blog post's Markdown, by its file. */
  postProse: readonly { where: string; prose: string }[];
  /** The customers page's logo wall: each customer's industry as it is labelled there. */
  customerLogos: readonly { name: string; industry: string }[];
  /** Pages whose figures count a list on the same page (the courses on /module-training). */
  listPages: readonly {
    path: string;
    figures: readonly { value: string; label: string }[];
    lists: Record<string, readonly unknown[]>;
  }[];
  /** Per plan: how many integrations it has and which it lacks, as /pricing states them. */
  planIntegrations: readonly { plan: string; count: number; lacks: readonly string[] }[];
  /** How many integrations are available in all. */
  integrationCount: number;
  /** The privacy policy's Markdown and the cookie banner's category titles. */
  privacyPolicy: string;
  bannerCategories: readonly string[];
  /** Each paid plan's published onboarding prices, and whether the plan includes live online classes. */
  onboarding: readonly (OneTimeCostFacts & {
    id: string;
    plan: string;
    name: string;
    liveClassesIncluded: boolean;
  })[];
  /** Each place that prices the ROI calculator's plans, with the one-time costs it gives each plan. */
  calculatorPlans: readonly {
    where: string;
    plans: readonly { id: string; oneTimeCosts: OneTimeCostFacts }[];
  }[];
}

export interface OneTimeCostFacts {
  implementation: number;
  migration: number;
  trainingPerSeat: number;
}

export interface SizeBandFacts extends GoLiveBand {
  fullRolloutWeeks: { min: number; max: number };
}

export interface DataProblem {
  where: string;
  rule:
    | StatisticsProblem['rule']
    | 'rollout'
    | 'list-count'
    | 'customer-industry'
    | 'cookie-categories'
    | 'one-time-costs'
    | 'case-study-integrations'
    | 'not-built-integration'
    | 'customer-period';
  message: string;
}

/** "Weeks 7–10" -> 10, "Month 3" -> 13, "Days 7–9" -> 1.3: where a rollout period ends, in weeks. */
export function periodEndWeeks(period: string): number | undefined {
  const match = /^(Days?|Weeks?|Months?) (?:\d+[–-])?(\d+)$/.exec(period.trim());
  if (!match) return undefined;
  return inWeeks(Number(match[2]), (match[1] ?? '').toLowerCase());
}

function rolloutProblems(study: CaseStudyFacts, bands: readonly SizeBandFacts[]): DataProblem[] {
  const where = `src/content/case-studies/${study.slug}.ts`;
  const problems: DataProblem[] = [];
  const band = bands.find(
    (each) =>
      study.company.employeeCount >= each.minEmployees && study.company.employeeCount <= each.maxEmployees,
  );
  const { min, max } = band?.fullRolloutWeeks ?? { min: 0, max: 0 };
  if (!band || study.rolloutWeeks < min || study.rolloutWeeks > max) {
    problems.push({
      where,
      rule: 'rollout',
      message: `a rollout of ${study.rolloutWeeks} weeks for ${study.company.employeeCount} employees; the stated timeline for ${band?.label ?? 'that size'} is ${min} to ${max} weeks (src/content/facts/timeline.ts)`,
    });
  }
  const end = periodEndWeeks(study.solution.rollout.at(-1)?.period ?? '');
  if (end === undefined || Math.abs(end - study.rolloutWeeks) > 1) {
    problems.push({
      where,
      rule: 'rollout',
      message: `rolloutWeeks is ${study.rolloutWeeks} but the rollout's last period ends at ${end === undefined ? 'an unreadable period' : `${Math.round(end)} weeks`}`,
    });
  }
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case study names only integrations that are built, on the plan its customer is on (when it names
 * one): each of `solution.integrations` is in the collection, available today and included in the
 * plan, and every "<name> integration" its words mention is one of them.
 */
function caseStudyIntegrationProblems(study: CaseStudyFacts, data: FactsData): DataProblem[] {
  const where = `src/content/case-studies/${study.slug}.ts`;
  const problem = (message: string): DataProblem => ({ where, rule: 'case-study-integrations', message });
  const problems: DataProblem[] = [];
  const plan = study.company.plan;
  const onPlan = plan === undefined ? undefined : data.plans.find((each) => each.name === plan);
  if (plan !== undefined && !onPlan)
    problems.push(
      problem(
        `puts the customer on "${plan}", which is not a plan (plans: ${data.plans.map((each) => each.name).join(', ')})`,
      ),
    );
  for (const slug of study.solution.integrations) {
    const integration = data.integrations.find((each) => each.slug === slug);
    if (!integration) {
      problems.push(problem(`names the integration "${slug}", which is not in src/content/integrations`));
      continue;
    }
    if (integration.status !== 'available') {
      problems.push(
        problem(
          `names ${integration.name}, which is ${integration.status} and not built yet (src/content/facts/integrationPlans.ts)`,
        ),
      );
      continue;
    }
    if (onPlan && !onPlan.integrations.includes(slug)) {
      const from = data.plans.find((each) => each.integrations.includes(slug))?.name ?? 'no plan';
      problems.push(
        problem(`names ${integration.name}, which ${onPlan.name} does not include (it comes with ${from})`),
      );
    }
  }
  for (const integration of data.integrations) {
    const mentioned = new RegExp(`\\b${escapeRegExp(integration.name)} integrations?\\b`).test(study.prose);
    if (mentioned && !study.solution.integrations.includes(integration.slug))
      problems.push(
        problem(
          `mentions the ${integration.name} integration, which its solution.integrations does not list`,
        ),
      );
  }
  return problems;
}

/** Words that mark an integration as not built yet, in the sentence that names it. */
const NOT_BUILT_WORDS =
  /\bplanned\b|\bnot (?:yet )?(?:built|available)\b|\brequested\b|\bQ[1-4] \d{4}\b|\bquarter of\b/i;

/** The prose of the given pages and of every case study, where it is. */
const proseWithCaseStudies = (data: FactsData, pages: FactsData['pageProse']) => [
  ...pages,
  ...data.caseStudies.map((study) => ({
    where: `src/content/case-studies/${study.slug}.ts`,
    prose: study.prose,
  })),
];

/** A text's sentences, line by line. */
const sentencesOf = (prose: string) => prose.split(/\n/).flatMap((line) => line.split(SENTENCE_END));

/**
 * A module page, industry page or case study that names an integration not built yet without saying
 * so in the same sentence (a case study names none: caseStudyIntegrationProblems).
 */
function notBuiltMentionProblems(data: FactsData): DataProblem[] {
  const notBuilt = data.integrations.filter((integration) => integration.status !== 'available');
  return proseWithCaseStudies(data, data.pageProse).flatMap((page) =>
    sentencesOf(page.prose).flatMap((sentence) =>
      notBuilt
        .filter((integration) => new RegExp(`\\b${escapeRegExp(integration.name)}\\b`).test(sentence))
        .filter(() => !NOT_BUILT_WORDS.test(sentence))
        .map((integration) => ({
          where: page.where,
          rule: 'not-built-integration' as const,
          message: `names ${integration.name} as if built; it is ${integration.status} (src/content/facts/integrationPlans.ts): "${sentence.trim()}"`,
        })),
    ),
  );
}

/** "first year", "first six months", "first two quarters": the span a customer's result is claimed over. */
const FIRST_SPAN = new RegExp(`\\bfirst (?:(${NUMBER}) )?(month|quarter|year)s?\\b`, 'gi');

/** How many months a results period covers, both ends included: 2026-01 to 2026-06 is 6. */
const monthsOf = ({ from, to }: { from: string; to: string }) => {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return ((toYear ?? 0) - (fromYear ?? 0)) * 12 + (toMonth ?? 0) - (fromMonth ?? 0) + 1;
};

/**
 * A sentence of a page, post or case study that names a case study's customer and claims its result
 * over a first span ("in the first year") other than the months its results period covers.
 */
function customerPeriodProblems(data: FactsData): DataProblem[] {
  const pages = proseWithCaseStudies(data, [...data.pageProse, ...data.postProse]);
  return data.caseStudies.flatMap((study) => {
    const months = monthsOf(study.resultsPeriod);
    const name = new RegExp(`\\b${escapeRegExp(study.company.name.split(' ')[0] ?? '')}\\b`);
    return pages.flatMap((page) =>
      sentencesOf(page.prose)
        .filter((sentence) => name.test(sentence))
        .flatMap((sentence) => [...sentence.matchAll(FIRST_SPAN)])
        .filter((match) => {
          const count = match[1] ? numberOf(match[1]) : 1;
          return count * MONTHS_IN[(match[2] ?? 'month').toLowerCase() as keyof typeof MONTHS_IN] !== months;
        })
        .map((match) => ({
          where: page.where,
          rule: 'customer-period' as const,
          message: `claims ${study.company.name}'s result over its "${match[0]}", but its case study measured ${months} months (${study.resultsPeriod.from} to ${study.resultsPeriod.to})`,
        })),
    );
  });
}

function customerIndustryProblems(data: FactsData): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const study of data.caseStudies) {
    const logo = data.customerLogos.find((each) => each.name.startsWith(study.company.name));
    if (logo && logo.industry !== study.company.industry) {
      problems.push({
        where: 'src/content/pages/customers.ts',
        rule: 'customer-industry',
        message: `${logo.name} is "${logo.industry}" here and "${study.company.industry}" in its case study`,
      });
    }
  }
  for (const industry of data.industries) {
    const study = data.caseStudies.find((each) => each.slug === industry.caseStudy);
    if (industry.caseStudy && study?.company.sector !== industry.slug) {
      problems.push({
        where: `src/content/industries/${industry.slug}.ts`,
        rule: 'customer-industry',
        message: `features ${industry.caseStudy}, whose company is "${study?.company.industry ?? 'unknown'}", not in ${industry.slug}`,
      });
    }
  }
  return problems;
}

/** Kinds of cookie a policy may name that are not the banner's words. */
const OTHER_COOKIE_KINDS = /\b(analytics|performance|statistics|preferences?|personali[sz]ation)\b/gi;

/**
 * The categories the policy's cookie section names: each written "**Name cookies**", and any kind
 * of cookie it mentions in passing ("analytics").
 */
function policyCookieCategories(policy: string): { section: string; named: string[] } {
  const section = /^## \d+\. [^\n]*Cookies[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/im.exec(policy)?.[1] ?? '';
  const named = [
    ...[...section.matchAll(/\*\*(\w+) cookies\*\*/gi)].map((match) => match[1] ?? ''),
    ...[...section.matchAll(OTHER_COOKIE_KINDS)].map((match) => match[1] ?? ''),
  ].map((name) => name.toLowerCase());
  return { section, named: [...new Set(named)] };
}

function cookieProblems(data: FactsData): DataProblem[] {
  const where = 'src/content/legal/privacy.md';
  const banner = data.bannerCategories.map((title) => title.toLowerCase());
  const { section, named } = policyCookieCategories(data.privacyPolicy);
  if (!section) return [{ where, rule: 'cookie-categories', message: 'has no "Cookies" section' }];
  return [
    ...named
      .filter((category) => !banner.includes(category))
      .map((category) => ({
        where,
        rule: 'cookie-categories' as const,
        message: `names ${category} cookies, which the banner does not offer (it offers ${data.bannerCategories.join(', ')})`,
      })),
    ...banner
      .filter((category) => !named.includes(category))
      .map((category) => ({
        where,
        rule: 'cookie-categories' as const,
        message: `does not describe the banner's ${category} category`,
      })),
  ];
}

function listCountProblems(data: FactsData): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const page of data.listPages) {
    for (const figure of page.figures) {
      const list = page.lists[figure.label.split(' ')[0] ?? ''];
      if (list && figure.value !== String(list.length)) {
        problems.push({
          where: page.path,
          rule: 'list-count',
          message: `says "${figure.value} ${figure.label}" and lists ${list.length}`,
        });
      }
    }
  }
  for (const plan of data.planIntegrations) {
    if (plan.count + plan.lacks.length !== data.integrationCount) {
      problems.push({
        where: 'src/content/pricing.ts',
        rule: 'list-count',
        message: `${plan.plan} has ${plan.count} integrations and lacks ${plan.lacks.length}, but there are ${data.integrationCount}`,
      });
    }
  }
  return problems;
}

const costsText = (costs: OneTimeCostFacts) =>
  `$${costs.implementation} implementation, $${costs.migration} migration, $${costs.trainingPerSeat} training a seat`;

/**
 * The onboarding prices against what they buy and where they are used: training is charged only on
 * a plan without live online classes, and every price list of the ROI calculator has the published prices.
 */
function oneTimeCostDataProblems(data: FactsData): DataProblem[] {
  const where = 'src/content/pricing.ts';
  const problems: DataProblem[] = [];
  for (const plan of data.onboarding) {
    if (plan.trainingPerSeat > 0 && plan.liveClassesIncluded) {
      problems.push({
        where,
        rule: 'one-time-costs',
        message: `the ${plan.name} charges $${plan.trainingPerSeat} a user for training, but live online classes are part of ${plan.plan}`,
      });
    }
    if (plan.trainingPerSeat === 0 && !plan.liveClassesIncluded) {
      problems.push({
        where,
        rule: 'one-time-costs',
        message: `the ${plan.name} trains no one, and live online classes are not part of ${plan.plan}`,
      });
    }
  }
  for (const list of data.calculatorPlans) {
    for (const plan of data.onboarding) {
      const priced = list.plans.find((each) => each.id === plan.id);
      if (!priced) continue;
      if (costsText(priced.oneTimeCosts) !== costsText(plan)) {
        problems.push({
          where: list.where,
          rule: 'one-time-costs',
          message: `prices ${plan.plan}'s onboarding at ${costsText(priced.oneTimeCosts)}; /pricing publishes ${costsText(plan)}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Every contradiction between facts held in data: rollouts, the integrations case studies and module
 * and industry pages name,
 * counts beside lists, industries, cookies, onboarding prices.
 */
export function findDataProblems(data: FactsData, bands: readonly SizeBandFacts[]): DataProblem[] {
  return [
    ...oneTimeCostDataProblems(data),
    ...data.caseStudies.flatMap((study) => rolloutProblems(study, bands)),
    ...data.caseStudies.flatMap((study) => caseStudyIntegrationProblems(study, data)),
    ...notBuiltMentionProblems(data),
    ...customerPeriodProblems(data),
    ...listCountProblems(data),
    ...customerIndustryProblems(data),
    ...cookieProblems(data),
    ...findFigureProblems(data.figures),
    ...findGoLiveProblems(data.caseStudies, bands),
  ];
}

export const describeDataProblem = (problem: DataProblem) =>
  `${problem.where} [${problem.rule}] ${problem.message}`;
