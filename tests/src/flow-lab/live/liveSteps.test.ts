import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, type InspectionEvent } from 'xstate';
import { type MachineEntry, machines } from '../../../../machines/index';
import { readReproLink, reproLink } from '../../../../src/flow-lab/link/reproLink';
import { LiveActors } from '../../../../src/flow-lab/live/liveActors';
import { childPathOf, groupTicks, liveSteps } from '../../../../src/flow-lab/live/liveSteps';
import { withLabFakes } from '../../../../src/flow-lab/sandbox/fakes';
import { LabClock } from '../../../../src/flow-lab/sandbox/labClock';
import { childAt } from '../../../../src/flow-lab/sandbox/labSession';
import { LabTimeline } from '../../../../src/flow-lab/sandbox/labTimeline';
import { linkSiteToLab } from '../../../../src/lib/flowLabLink/siteLink';

const authDialog = machines.find((entry) => entry.id === 'authDialog') as MachineEntry;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const quiet = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * A tab of the site as live attach sees it: the auth dialog with its calls answered here, linked
 * to a lab in this page over the real channel.
 */
function followedTab() {
  const calls: { actor: string; resolve(value: unknown): void }[] = [];
  const clock = new LabClock();
  const sinks: ((event: InspectionEvent) => void)[] = [];
  const machine = withLabFakes(authDialog.machine, {
    called: (actor, _input, settle) => calls.push({ actor, resolve: settle.resolve }),
    acted: () => undefined,
  });
  const actor = createActor(machine, {
    input: authDialog.exampleInput,
    clock,
    inspect: (event: InspectionEvent) => {
      for (const sink of sinks) sink(event);
    },
  } as never) as AnyActorRef;
  const lab = new LiveActors();
  stops.push(lab.connect(), () => actor.stop());
  linkSiteToLab([actor], (sink) => sinks.push(sink));
  actor.start();
  return { actor, calls, clock, lab };
}

describe('a live session as the lab’s steps', () => {
  it('becomes a link that replays the dialog and its sign-up child to the same state, ticks as one wait', async () => {
    const tab = followedTab();
    tab.actor.send({ type: 'auth.show', mode: 'signup' });
    childAt(tab.actor, 'signup')?.send({ type: 'signup.code.send', email: 'ada@example.com' });
    // A press the flow does not take (Send code again while sending) is no step.
    childAt(tab.actor, 'signup')?.send({ type: 'signup.code.send', email: 'ada@example.com' });
    await quiet();
    tab.calls.find((call) => call.actor === 'sendVerifyCode')?.resolve({ message: 'sent' });
    await quiet();
    for (let tick = 0; tick < 60; tick++) tab.clock.advance(1000);
    await quiet();

    const view = tab.lab.getView();
    const root = view.actors.find((actor) => actor.state.name === 'authDialog');
    const child = view.actors.find((actor) => actor.state.name === 'authDialog › signup');
    if (!root || !child) throw new Error('the lab did not see the dialog and its sign-up flow');
    expect(childPathOf(child.state.name, root.state.name)).toBe('signup');
    const records = [root, child].flatMap((member) =>
      member.history.map((state) => ({
        state,
        machine: (machines.find((entry) => entry.machine.id === state.machineId) as MachineEntry).machine,
        to: childPathOf(member.state.name, root.state.name),
      })),
    );
    const steps = liveSteps(records);
    expect(steps).toEqual([
      { kind: 'event', event: { type: 'auth.show', mode: 'signup' } },
      { kind: 'event', to: 'signup', event: { type: 'signup.code.send', email: 'ada@example.com' } },
      { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: { message: 'sent' } },
      { kind: 'advance', ms: 60_000 },
    ]);
    // The live log tells the sixty ticks as one line.
    expect(groupTicks(child.history, 'signup').at(-1)).toMatchObject({ delay: 'countdownTick', count: 60 });

    // The link holds every step, and the lab replays it to the child's live state.
    const url = new URL(reproLink('authDialog', steps), 'http://lab.test');
    expect(readReproLink(url)?.steps).toEqual(steps);
    const replayed = await LabTimeline.create(authDialog.machine, authDialog.exampleInput);
    const { stop } = await replayed.replay(steps);
    expect(stop).toBeNull();
    expect(childAt(replayed.getView().actor, 'signup')?.getSnapshot().value).toEqual(child.state.value);
    replayed.stop();
  });
});
