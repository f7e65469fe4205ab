// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signupMachine } from '../../../../machines/signup';
import { statesToClose } from '../../../../src/flow-lab/graph/fitting';
import { layoutGraph } from '../../../../src/flow-lab/graph/layout';
import { collapseGraph, machineGraph } from '../../../../src/flow-lab/graph/machineGraph';

describe('closing groups to fit', () => {
  it('closes the groups where the flow is not first, then the innermost where it is, never the machine', async () => {
    const active = new Set([
      'signup',
      'signup.step1',
      'signup.step1.codeRequest',
      'signup.step1.codeRequest.idle',
    ]);
    const closed = new Set<string>();
    const order: string[] = [];
    for (;;) {
      const layout = await layoutGraph(collapseGraph(machineGraph(signupMachine), closed));
      const [next] = statesToClose(layout, active);
      if (!next) break;
      order.push(next);
      closed.add(next);
    }
    expect(order.slice(0, 3).sort()).toEqual([
      'signup.step1.codeCheck',
      'signup.step1.countdown',
      'signup.step2',
    ]);
    expect(order.slice(3)).toEqual(['signup.step1.codeRequest', 'signup.step1']);
  });

  it('says where the flow is inside a closed group', async () => {
    const layout = await layoutGraph(collapseGraph(machineGraph(signupMachine), new Set(['signup.step1'])));
    const step1 = layout.states.find((state) => state.id === 'signup.step1');
    expect(step1?.hidden?.map((state) => state.title)).toContain('No code is on its way');
    expect(step1?.header.map((line) => line.tone)).toContain('now');
  });
});
