import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, StateMachine } from 'xstate';
import { allStateNodes } from '../../machines/coverage/modelWalk';
import { machineEntries, machineModules, machines } from '../../machines/index';

// The flow lab and these tests walk the registry, which finds each machine by its file's name.

const door = (config: { description?: string; meta?: object }) =>
  createMachine({ id: 'door', ...config, initial: 'shut', states: { shut: {}, open: {} } });

describe('machine registry', () => {
  it('lists every machine a file of machines/ exports (a chart under another name is its flow)', () => {
    const exported = Object.values(machineModules)
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is AnyStateMachine => value instanceof StateMachine);
    const listed = machines.map((entry) => entry.id);
    for (const machine of exported) expect(listed, `${machine.id} is not listed`).toContain(machine.id);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(machines.map((entry) => [entry.id, entry] as const))(
    '%s: name in words, description and a start',
    (id, entry) => {
      expect(entry.machine.id).toBe(id);
      expect(entry.name).toMatch(/^[A-Z]/);
      expect(entry.description.length).toBeGreaterThan(10);
      const actor = createActor(entry.machine, { input: entry.exampleInput });
      expect(actor.getSnapshot().status).toBe('active');
      expect(allStateNodes(entry.machine).length).toBeGreaterThan(1);
    },
  );

  it('reads a machine its name in words and description from its own definition', () => {
    const described = door({ description: 'The front door', meta: { name: 'Front door', exampleInput: 1 } });
    expect(machineEntries({ './door.ts': { doorMachine: described } })).toEqual([
      { id: 'door', name: 'Front door', description: 'The front door', machine: described, exampleInput: 1 },
    ]);
  });

  it('reads the id from the file name, whatever folders the path names, and skips a module with no machine', () => {
    const described = door({ description: 'The front door', meta: { name: 'Front door' } });
    const entries = machineEntries({
      './words.ts': { flowName: () => 'words' },
      '/site/machines/door.ts': { doorMachine: described },
    });
    expect(entries.map(({ id }) => id)).toEqual(['door']);
  });

  it("takes a module's `<id>Machine`, not a chart it also exports under the same id", () => {
    const chart = door({ description: 'The front door', meta: { name: 'Front door' } });
    const withLock = chart.provide({});
    const [entry] = machineEntries({ './door.ts': { doorChart: chart, doorMachine: withLock } });
    expect(entry?.machine).toBe(withLock);
    expect(machines.find(({ id }) => id === 'authDialog')?.machine.implementations.actors).toHaveProperty(
      'signup',
    );
  });

  it('refuses a machine file whose machine has another id, no name in words, or no description', () => {
    const elsewhere = door({ description: 'The front door', meta: { name: 'Front door' } });
    expect(() => machineEntries({ './gate.ts': { gateMachine: elsewhere } })).toThrow(
      "machines/gate.ts: gateMachine has the id 'door', not 'gate'",
    );

    const unnamed = door({ description: 'The front door', meta: {} });
    expect(() => machineEntries({ './door.ts': { doorMachine: unnamed } })).toThrow(
      'machines/door.ts: the machine has no name in words (meta.name)',
    );
    const withoutMeta = door({ description: 'The front door' });
    expect(() => machineEntries({ './door.ts': { doorMachine: withoutMeta } })).toThrow(
      'machines/door.ts: the machine has no name in words (meta.name)',
    );
    const undescribed = door({ meta: { name: 'Front door' } });
    expect(() => machineEntries({ './door.ts': { doorMachine: undescribed } })).toThrow(
      'machines/door.ts: the machine has no description',
    );
  });

  it('uses dotted, lower-case event names', () => {
    for (const { machine } of machines) {
      const own = [...machine.events].filter((type) => !type.startsWith('xstate.'));
      for (const type of own) expect(type, `${machine.id}: ${type}`).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    }
  });
});
