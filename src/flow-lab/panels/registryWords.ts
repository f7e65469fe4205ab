import { machines } from '@machines/index';
import { type CallWords, callWords, eventWords } from '@machines/words';

/**
 * Words for a name whose machine the panel does not hold (a child flow's event, a waiting call):
 * the first machine of the registry that has words for it.
 */
function firstWords<T>(
  find: (machine: (typeof machines)[number]['machine']) => T | undefined,
): T | undefined {
  for (const entry of machines) {
    const found = find(entry.machine);
    if (found) return found;
  }
  return undefined;
}

export const eventWordsInRegistry = (type: string): string | undefined =>
  firstWords((machine) => eventWords(machine, type));

export const callWordsInRegistry = (src: string): CallWords | undefined =>
  firstWords((machine) => callWords(machine, src));
