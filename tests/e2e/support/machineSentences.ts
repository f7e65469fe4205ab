import { BUTTON_LABELS } from '../../../contract/buttonLabels';
import { machineWords, stateNodesOf } from '../../../machines/words';
import { loadMachines } from '../../../scripts/build/viteImport';

const machines = await loadMachines();

/**
 * Every sentence the registered machines carry for the flow lab: their own and their states'
 * descriptions and their events', guards' and calls' words. A lab build ships them; a default build ships none.
 */
export function machineSentences(): string[] {
  const sentences = new Set<string>();
  for (const { machine } of machines) {
    for (const node of [machine.root, ...stateNodesOf(machine)])
      if (node.description) sentences.add(node.description);
    const { events, guards, calls = {} } = machineWords(machine);
    const said = Object.values(calls).flatMap((call) => [call.does, call.done, call.error]);
    for (const sentence of [...Object.values(events), ...Object.values(guards), ...said])
      sentences.add(sentence);
  }
  return [...sentences];
}

const LABELS = Object.values(BUTTON_LABELS).sort((a, b) => b.length - a.length);

/**
 * The parts of a sentence the machines' words write themselves: a button's name comes from
 * contract/buttonLabels.ts, so a build holds the sentence as its pieces around that name.
 */
export function ownWords(sentence: string): string[] {
  let pieces = [sentence];
  for (const label of LABELS) pieces = pieces.flatMap((piece) => piece.split(label));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}
