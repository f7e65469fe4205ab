// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authDialogMachine } from '../../../../machines/authDialog';
import { childFlowStates, childFlowsOf } from '../../../../src/flow-lab/graph/childFlows';
import { layoutGraph } from '../../../../src/flow-lab/graph/layout';
import { machineGraph } from '../../../../src/flow-lab/graph/machineGraph';

describe('child flows', () => {
  it('are the flows the auth dialog runs while open, named in words', () => {
    expect(
      childFlowsOf(authDialogMachine).map((flow) => [
        flow.stateId,
        flow.invokeId,
        flow.machine.id,
        flow.name,
      ]),
    ).toEqual([
      ['authDialog.open', 'google', 'googleSignIn', 'Google sign-in'],
      ['authDialog.open', 'login', 'login', 'Login'],
      ['authDialog.open', 'signup', 'signup', 'Sign-up'],
    ]);
  });

  it("are drawn as boxes inside the state that runs them, not as lines of that state's header", async () => {
    const graph = machineGraph(authDialogMachine);
    const open = graph.states.find((state) => state.id === 'authDialog.open');
    expect(open?.childIds).toContain('authDialog.open::signup');
    expect(open?.invokeWords).toEqual([]);
    const layout = await layoutGraph(graph);
    const box = (id: string) => layout.states.find((state) => state.id === id);
    const parent = box('authDialog.open');
    const child = box('authDialog.open::signup');
    if (!parent || !child) throw new Error('Not laid out');
    expect(child.kind).toBe('flow');
    expect(child.title).toBe('Sign-up flow');
    expect(child.x).toBeGreaterThanOrEqual(parent.x);
    expect(child.y).toBeGreaterThanOrEqual(parent.y);
    expect(child.x + child.width).toBeLessThanOrEqual(parent.x + parent.width);
    expect(child.y + child.height).toBeLessThanOrEqual(parent.y + parent.height);
  });

  it('say where each running child flow is, in words', () => {
    const dialog = createActor(authDialogMachine, { input: { googleConfigured: true } }).start();
    expect(childFlowStates(dialog.getSnapshot()).size).toBe(0);
    dialog.send({ type: 'auth.show', mode: 'signup' });
    const signup = childFlowStates(dialog.getSnapshot()).get('signup');
    expect(signup?.active.has('signup.step1.codeRequest.idle')).toBe(true);
    expect(signup?.now).toBe(
      'No code is on its way · A new code may be sent now · Waiting for the visitor to type the code and press Continue',
    );
    dialog.stop();
  });
});
