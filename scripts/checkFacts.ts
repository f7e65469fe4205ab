/**
 * The facts check over the repository (src/content/facts/check.ts): the copy of src/content, the
 * pages, features and components, and the integration files against src/content/facts/integrationPlans.ts.
 * The build stops on any problem; tests/src/content/facts.test.ts runs the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  describeFactProblem,
  type FactsFile,
  findFactProblems,
  type KnownFacts,
} from '../src/content/facts/check';
import { integrationTiers } from '../src/content/facts/integrationPlans';
import { supportReplyPromises } from '../src/content/facts/support';
import { plans } from '../src/content/pricing';

/** Where copy is written; the facts themselves (src/content/facts) are the source, not copy. */
const COPY_FOLDERS = ['src/content', 'src/pages', 'src/features', 'src/components'];
const FACTS_FOLDER = 'src/content/facts';

export const knownFacts: KnownFacts = {
  planNames: plans.map((plan) => plan.name),
  supportReplies: supportReplyPromises,
};

export function readCopyFiles(root: string): FactsFile[] {
  return COPY_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.(tsx?|md)$/.test(file) && !file.startsWith(`${FACTS_FOLDER}/`))
      .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

/** Integration files without a plan in integrationPlans.ts, or plans for integrations that do not exist. */
export function integrationTierProblems(root: string): string[] {
  const files = readdirSync(path.join(root, 'src/content/integrations'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''));
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

/** Every problem in the repository's copy, described; empty when the facts hold. */
export function checkFacts(root: string): string[] {
  return [
    ...findFactProblems(readCopyFiles(root), knownFacts).map(describeFactProblem),
    ...integrationTierProblems(root),
  ];
}
