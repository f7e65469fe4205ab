import { activeStatePaths } from '@machines/words';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The active states in words, outer to inner: the part all active states share once, then one line
 * per parallel region below it (none when only one state is active at each level).
 */
export interface StateSentences {
  shared: string[];
  branches: string[][];
}

export function stateSentences(machine: AnyStateMachine, value: unknown): StateSentences {
  const paths = activeStatePaths(machine, value);
  const first = paths[0] ?? [];
  let common = 0;
  while (common < first.length && paths.every((path) => path[common] === first[common])) common += 1;
  const words = (nodes: readonly AnyStateNode[]) => nodes.map((node) => node.description ?? node.key);
  return {
    shared: words(first.slice(0, common)),
    branches: paths.map((path) => words(path.slice(common))).filter((rest) => rest.length > 0),
  };
}

export const SENTENCE_SEPARATOR = ' › ';

/** The innermost active state of each region, in words. */
export function leafSentences(machine: AnyStateMachine, value: unknown): string[] {
  const { shared, branches } = stateSentences(machine, value);
  const leaves = branches.length > 0 ? branches.map((branch) => branch.at(-1)) : [shared.at(-1)];
  return leaves.filter((leaf): leaf is string => leaf !== undefined);
}
