import { describe, expect, it } from 'vitest';
import { machineWordsOnlyInLab, withoutMachineWords } from '../../../scripts/vite-plugins/machineWordsPlugin';

const machine = `import { setup } from 'xstate';
export const doorMachine = setup({ guards: { isUnlocked: () => true } }).createMachine({
  id: 'door',
  description: 'The front door: opens when unlocked',
  meta: {
    name: 'Front door',
    exampleInput: { locked: false },
    words: { events: { 'door.open': 'The visitor opens the door' }, guards: { isUnlocked: 'The door is unlocked' } },
    owner: 'front desk',
  } satisfies object,
  initial: 'closed',
  states: {
    closed: {
      description: 'The door is closed',
      on: { 'door.open': { target: 'open', guard: 'isUnlocked' } },
    },
    open: {
      initial: 'wide',
      states: {
        wide: { tags: ['open'], description: 'The door stands wide open' },
        ajar: { description: 'The door is ajar', },
      },
      description: 'The door is open',
    },
  },
});
export const sign = { description: 'Not a machine: stays' };
`;

/** The same source, written as it should come out: the words gone, everything else as it was. */
const expected = `import { setup } from 'xstate';
export const doorMachine = setup({ guards: { isUnlocked: () => true } }).createMachine({
  id: 'door',
  meta: {
    owner: 'front desk',
  } satisfies object,
  initial: 'closed',
  states: {
    closed: {
      on: { 'door.open': { target: 'open', guard: 'isUnlocked' } },
    },
    open: {
      initial: 'wide',
      states: {
        wide: { tags: ['open'] },
        ajar: {},
      },
    },
  },
});
export const sign = { description: 'Not a machine: stays' };
`;

describe('withoutMachineWords', () => {
  it("removes state and root descriptions and the lab's meta (name, exampleInput, words), keeping the rest of meta and all other code", () => {
    expect(withoutMachineWords(machine)?.code).toBe(expected);
  });

  it("removes meta whole when the lab's entries are all it holds", () => {
    const source = `createMachine({ id: 'x', meta: { name: 'X', words: { events: {}, guards: {} } }, initial: 'a', states: { a: {} } });`;
    expect(withoutMachineWords(source)?.code).toBe(
      `createMachine({ id: 'x', initial: 'a', states: { a: {} } });`,
    );
  });

  it('leaves a module without machine words untouched', () => {
    expect(
      withoutMachineWords(`export const entry = { id: 'door', description: 'A door' };`),
    ).toBeUndefined();
  });
});

describe('machineWordsOnlyInLab', () => {
  const plugin = machineWordsOnlyInLab();
  const { handler } = plugin.transform as { handler: (code: string, id: string) => { code: string } | null };

  it('applies to builds, and to modules under machines/ only', () => {
    expect(plugin.apply).toBe('build');
    expect(handler(machine, '/site/machines/door.ts')?.code).toBe(expected);
    expect(handler(machine, '/site/src/features/door.ts')).toBeNull();
  });
});
