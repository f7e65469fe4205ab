/**
 * The facts check: copy may not restate by hand what the typed facts hold. It reads the text of the
 * site's content and page files (not their values: a count built from data, `${moduleCount}`, is
 * not hand-typed) and reports each line that names a plan that does not exist, writes a module or
 * integration count by hand, promises a support reply the plans do not give, or gives a rating
 * without saying where it comes from. scripts/checkFacts.ts runs it over the repository in the
 * build; tests/src/content/facts.test.ts runs it over the whole content and over broken samples.
 */

export interface FactsFile {
  /** Path from the repository root, for the report. */
  path: string;
  text: string;
}

export interface FactsProblem {
  path: string;
  line: number;
  rule: 'unknown-plan' | 'hand-typed-count' | 'support-promise' | 'unsourced-figure';
  message: string;
}

export interface KnownFacts {
  planNames: readonly string[];
  /** First-reply promises the plans make, e.g. "four business hours". */
  supportReplies: readonly string[];
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

/** Every line of `files` that restates a fact by hand or contradicts one. */
export function findFactProblems(files: readonly FactsFile[], known: KnownFacts): FactsProblem[] {
  const problems: FactsProblem[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((text, index) => {
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
      if (RATING.test(text) && !RATING_SOURCE.test(text.replace(new RegExp(RATING.source, 'gi'), ''))) {
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
