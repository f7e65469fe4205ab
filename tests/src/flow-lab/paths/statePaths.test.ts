import { describe, expect, it } from 'vitest';
import { explorations } from '../../../../machines/coverage/explorations';
import { type MachineEntry, machines } from '../../../../machines/index';
import { statePaths } from '../../../../src/flow-lab/paths/statePaths';
import { LabTimeline } from '../../../../src/flow-lab/sandbox/labTimeline';
import { eventTemplates } from '../../../../src/flow-lab/sandbox/machineSources';

const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;

describe('the shortest path to each state', () => {
  it('reaches "code sent, countdown running" in sign-up: send the code, the call answered', () => {
    const signup = entry('signup');
    const running = statePaths(signup.machine, signup.exampleInput, eventTemplates).find(
      (path) => path.stateId === 'signup.step1.countdown.running',
    );
    expect(running?.steps).toEqual([
      { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
      { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
    ]);
  });

  it("uses the coverage walk's samples: the auth dialog's sign-up card is one step away", () => {
    const dialog = entry('authDialog');
    const withSamples = statePaths(
      dialog.machine,
      dialog.exampleInput,
      eventTemplates,
      explorations.authDialog.options.events,
    ).find((path) => path.stateId === 'authDialog.open.signup');
    expect(withSamples?.steps).toEqual([
      { kind: 'event', event: expect.objectContaining({ type: 'auth.show', mode: 'signup' }) },
    ]);
    // Without them the templates' first mode (login) is all the walk tries.
    const withoutSamples = statePaths(dialog.machine, dialog.exampleInput, eventTemplates);
    expect(withoutSamples.some((path) => path.stateId === 'authDialog.open.signup')).toBe(false);
  });

  it('drives the lab to every state it lists, for every machine of the registry', async () => {
    for (const machine of machines) {
      const samples = explorations[machine.id as keyof typeof explorations].options.events ?? [];
      const paths = statePaths(machine.machine, machine.exampleInput, eventTemplates, samples);
      expect(paths.length, machine.id).toBeGreaterThan(0);
      for (const path of paths) {
        const timeline = await LabTimeline.create(machine.machine, machine.exampleInput);
        await timeline.replay(path.steps);
        const active = timeline.getView().snapshot._nodes.map((node: { id: string }) => node.id);
        expect(active, `${machine.id}: ${path.stateId}`).toContain(path.stateId);
        timeline.stop();
      }
    }
  }, 120_000);
});
