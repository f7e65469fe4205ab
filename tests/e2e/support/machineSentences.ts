import { machines } from '../../../machines/index';
import { machineWords, stateNodesOf } from '../../../machines/words';

/**
 * Every sentence the registered machines carry for the flow lab: their states' descriptions and
 * their events' and guards' words. A lab build ships them; a default build ships none.
 */
export function machineSentences(): string[] {
  const sentences = new Set<string>();
  for (const { machine } of machines) {
    for (const node of stateNodesOf(machine)) if (node.description) sentences.add(node.description);
    const { events, guards } = machineWords(machine);
    for (const sentence of [...Object.values(events), ...Object.values(guards)]) sentences.add(sentence);
  }
  return [...sentences];
}
