import { describe, expect, it } from 'vitest';
import { machines } from '../../../machines/index';
import { registryIds } from '../../../scripts/vite-plugins/flowLabPlugin';

describe('the flow lab plugin', () => {
  it('reads every machine id of the registry from its source, for the /flows/<id> pages', () => {
    expect(registryIds()).toEqual(machines.map((entry) => entry.id));
  });
});
