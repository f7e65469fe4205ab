import { describe, expect, it } from 'vitest';
import { machines } from '../../../machines/index';
import { registryIds } from '../../../scripts/vite-plugins/flowLabPlugin';

describe('the flow lab plugin', () => {
  it('loads every machine id of the registry through Vite, for the /flows/<id> pages', async () => {
    expect(await registryIds()).toEqual(machines.map((entry) => entry.id));
  });
});
