import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allStateNodes } from '../../machines/coverage/modelWalk';
import { machines } from '../../machines/index';

// The flow lab and these tests walk the registry, so it must list every machine of machines/.

const machinesDir = fileURLToPath(new URL('../../machines/', import.meta.url));
// authDialogDefinition.ts is authDialog's chart without its flows' logic (the registry lists authDialog);
// words.ts reads the machines' words for product staff.
const notFlows = new Set([
  'constants.ts',
  'index.ts',
  'authResult.ts',
  'errorMessage.ts',
  'authDialogDefinition.ts',
  'words.ts',
]);

describe('machine registry', () => {
  it('lists one entry per flow file, named after it', () => {
    const flowFiles = readdirSync(machinesDir)
      .filter((file) => file.endsWith('.ts') && !notFlows.has(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(machines.map((entry) => entry.id).sort()).toEqual(flowFiles);
  });

  it.each(machines.map((entry) => [entry.id, entry] as const))(
    '%s: id, description and a start',
    (id, entry) => {
      expect(entry.machine.id).toBe(id);
      expect(entry.description.length).toBeGreaterThan(10);
      const actor = createActor(entry.machine, { input: entry.exampleInput });
      expect(actor.getSnapshot().status).toBe('active');
      expect(allStateNodes(entry.machine).length).toBeGreaterThan(1);
    },
  );

  it('uses dotted, lower-case event names', () => {
    for (const { machine } of machines) {
      const own = [...machine.events].filter((type) => !type.startsWith('xstate.'));
      for (const type of own) expect(type, `${machine.id}: ${type}`).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    }
  });
});
