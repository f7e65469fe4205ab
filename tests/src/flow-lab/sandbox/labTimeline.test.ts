// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type MachineEntry, machines } from '../../../../machines/index';
import { childAt, type LabStep } from '../../../../src/flow-lab/sandbox/labSession';
import { LabTimeline } from '../../../../src/flow-lab/sandbox/labTimeline';

const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;
const start = (id: string) => LabTimeline.create(entry(id).machine, entry(id).exampleInput);
const steps = (timeline: LabTimeline) => timeline.path().flatMap((item) => (item.step ? [item.step] : []));

const codeSent: LabStep[] = [
  { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
  { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
];

describe('the lab timeline', () => {
  it('runs a 60-second countdown out at once on the lab clock, as one step of 60 s', async () => {
    const timeline = await start('signup');
    for (const step of codeSent) await timeline.apply(step);
    const began = performance.now();
    await timeline.advanceUntilStateChanges();
    expect(performance.now() - began).toBeLessThan(1000);
    const view = timeline.getView();
    expect(view.snapshot.value).toMatchObject({ step1: { countdown: 'stopped' } });
    expect(view.clockMs).toBe(60_000);
    expect(steps(timeline).at(-1)).toEqual({ kind: 'advance', ms: 60_000 });
    timeline.stop();
  });

  it('records an event sent straight to a child flow (the dialog’s sign-up card) as a step for that child', async () => {
    const timeline = await start('authDialog');
    await timeline.apply({ kind: 'event', event: { type: 'auth.show', mode: 'signup' } });
    const signup = childAt(timeline.getView().actor, 'signup');
    expect(signup).not.toBeNull();
    // What the screen does: the sign-up card holds the child's ref and sends to it directly.
    signup?.send({ type: 'signup.code.send', email: 'ada@example.com' });
    await timeline.apply({ kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} });
    expect(steps(timeline).slice(1)).toEqual([
      { kind: 'event', to: 'signup', event: { type: 'signup.code.send', email: 'ada@example.com' } },
      { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
    ]);

    // The steps replay on a fresh machine to the same child state, its countdown running.
    const again = await start('authDialog');
    const { stop } = await again.replay(steps(timeline));
    expect(stop).toBeNull();
    const child = childAt(again.getView().actor, 'signup');
    expect(child?.getSnapshot().value).toMatchObject({ step1: { countdown: 'running' } });
    timeline.stop();
    again.stop();
  });

  it('ignores an event the child would not take: it is no step', async () => {
    const timeline = await start('authDialog');
    await timeline.apply({ kind: 'event', event: { type: 'auth.show', mode: 'signup' } });
    childAt(timeline.getView().actor, 'signup')?.send({
      type: 'signup.submit',
      email: 'a@b.co',
      password: 'x',
    });
    await timeline.apply({ kind: 'advance', ms: 1 });
    expect(steps(timeline).map((step) => step.kind)).toEqual(['event', 'advance']);
    timeline.stop();
  });

  it('marks the steps the screen sent, and makes no entry of one the flow does not take', async () => {
    const timeline = await start('googleSignIn');
    const loaded: LabStep = { kind: 'event', event: { type: 'google.script.loaded' } };
    await timeline.apply(loaded, { fromScreen: true });
    // The card drawn again loads Google's script again: the flow is past it, so nothing is taken.
    await timeline.apply(loaded, { fromScreen: true });
    await timeline.apply({ kind: 'event', event: { type: 'google.credential', credential: 'jwt' } });
    expect(timeline.path().map((item) => [item.step?.kind ?? 'start', item.fromScreen === true])).toEqual([
      ['start', false],
      ['event', true],
      ['event', false],
    ]);
    timeline.stop();
  });

  it('stops a replay at the first step that no longer applies and says which and why', async () => {
    const timeline = await start('signup');
    const { taken, stop } = await timeline.replay([
      ...codeSent,
      { kind: 'answer', actor: 'checkVerifyCode', outcome: 'resolve', value: {} },
      { kind: 'advance', ms: 1000 },
    ]);
    expect(taken).toBe(2);
    expect(stop?.index).toBe(2);
    expect(stop?.reason).toBe('no call to checkVerifyCode is waiting (none is)');
    expect(stop?.words).toBe('no call “Asks the server whether the code is right” is waiting (none is)');

    const refused = await timeline.replay([
      { kind: 'event', event: { type: 'signup.code.send', email: '' } },
    ]);
    expect(refused.stop?.reason).toContain("'An e-mail address has been typed' (hasEmail) is not true");
    // In words: the event by its sentence, where the flow is by its states' words, the refusal by its guard's.
    expect(refused.stop?.words).toMatch(
      /^“The visitor presses Send code to have a sign-up code e-mailed” is not taken where the flow is \(No code is on its way; .+\): Refused until an e-mail address has been typed$/,
    );
    expect(timeline.getView().entries).toHaveLength(1);
    timeline.stop();
  });

  it('leaves out the steps that do not apply and goes on, when asked to (a live session’s site-only calls)', async () => {
    const timeline = await start('signup');
    const { taken, stop, skipped } = await timeline.replay(
      [
        codeSent[0] as LabStep,
        { kind: 'answer', actor: 'loadFlows', outcome: 'resolve', value: null },
        codeSent[1] as LabStep,
      ],
      { skipStale: true },
    );
    expect({ taken, stop }).toEqual({ taken: 2, stop: null });
    expect(skipped.map((left) => [left.index, left.reason])).toEqual([
      [1, 'no call to loadFlows is waiting (waiting: sendVerifyCode)'],
    ]);
    expect(timeline.getView().snapshot.value).toMatchObject({ step1: { countdown: 'running' } });
    timeline.stop();
  });
});
