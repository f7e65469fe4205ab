import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machines } from '../../../../machines/index';
import { flowSvg } from '../../../../src/flow-lab/graph/flowSvg';
import { machineGraph } from '../../../../src/flow-lab/graph/machineGraph';

const FLOWS_DIR = path.resolve(import.meta.dirname, '../../../../docs/flows');

describe('docs/flows/', () => {
  it('holds one diagram per machine of the registry, and no other', () => {
    const files = readdirSync(FLOWS_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual(machines.map((entry) => `${entry.id}.svg`).sort());
  });

  it('is committed as drawn: run "npm run flows:svg" after changing a machine', async () => {
    for (const entry of machines) {
      const committed = readFileSync(path.join(FLOWS_DIR, `${entry.id}.svg`), 'utf8');
      expect(committed, entry.id).toBe(await flowSvg(entry.machine));
    }
  }, 60_000);

  it('draws every state and transition, with its labels', async () => {
    const signup = machines.find((entry) => entry.id === 'signup');
    if (!signup) throw new Error('No signup machine');
    const svg = await flowSvg(signup.machine);
    const graph = machineGraph(signup.machine);
    expect(svg.match(/data-state="/g)?.length).toBe(graph.states.length);
    expect(svg.match(/data-edge="/g)?.length).toBe(graph.edges.length);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    // In words: the state's description, the arrow's event and guard, the legend; no code names.
    expect(svg).toContain('>The wait between two codes<');
    expect(svg).toContain('>only when an e-mail<');
    expect(svg).toContain('data-legend');
    expect(svg).not.toMatch(/>[^<]*\b(?:and|not|or|[a-z])\(/);
    expect(svg).not.toContain('>countdown<');
  });
});
