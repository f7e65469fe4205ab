import { describe, expect, it } from 'vitest';
import { explorations } from '../../../../machines/coverage/explorations';
import { coverage } from '../../../../machines/coverage/modelWalk';
import { machines } from '../../../../machines/index';
import { buildCoverage } from '../../../../src/flow-lab/coverage/buildCoverage';

describe("a lab build's coverage figures", () => {
  it('cover every machine of the registry, each explored as its test explores it', () => {
    expect(Object.keys(explorations).sort()).toEqual(machines.map((entry) => entry.id).sort());
    for (const entry of machines)
      expect(explorations[entry.id as keyof typeof explorations].machine, entry.id).toBe(entry.machine);
  });

  it('count what the walk reaches, out of all states and transitions', () => {
    const built = buildCoverage(new Date('2026-11-25T01:00:00Z'));
    expect(built.ranAt).toBe('2026-11-25T01:00:00.000Z');
    const signup = coverage(explorations.signup.machine, explorations.signup.options);
    expect(built.machines.signup).toEqual({
      states: { reached: signup.reachedStates.length, total: signup.allStates.length },
      transitions: { reached: signup.takenTransitions.length, total: signup.allTransitions.length },
      missingStates: [],
      missingTransitions: [],
    });
    expect(built.machines.signup?.states.total).toBe(16);
  });

  it('name what a poorer exploration misses', () => {
    const bare = coverage(explorations.signup.machine, { input: explorations.signup.options.inputs?.[0] });
    expect(bare.missingStates).toContain('signup.step1.codeRequest.sending');
  });
});
