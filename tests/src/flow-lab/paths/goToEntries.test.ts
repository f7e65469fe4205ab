import { describe, expect, it } from 'vitest';
import { type MachineEntry, machines } from '../../../../machines/index';
import { type GoToEntry, goToEntries } from '../../../../src/flow-lab/paths/goToEntries';
import { LabTimeline } from '../../../../src/flow-lab/sandbox/labTimeline';
import { eventTemplates } from '../../../../src/flow-lab/sandbox/machineSources';

const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;
const listOf = (id: string) => goToEntries(entry(id), eventTemplates);
const find = (id: string, crumbs: string) => listOf(id).find((goTo) => goTo.crumbs === crumbs) as GoToEntry;

/** Replays an entry in a fresh lab; returns the active state ids of the machine, or of the child named. */
async function reach(id: string, goTo: GoToEntry, child?: string) {
  const timeline = await LabTimeline.create(entry(id).machine, entry(id).exampleInput);
  const { taken } = await timeline.replay(goTo.steps);
  const snapshot = timeline.getView().snapshot;
  const shown = child ? (snapshot.children[child]?.getSnapshot() as typeof snapshot | undefined) : snapshot;
  timeline.stop();
  return {
    taken,
    active: (shown?._nodes ?? []).map((node: { id: string }) => node.id) as string[],
    context: shown?.context,
  };
}

describe('the Go to list', () => {
  it("reaches sign-up's code check the visitor's way: the code sent first, as the code field needs", () => {
    expect(find('signup', 'step1 › codeCheck › checking').steps.map((step) => step.kind)).toEqual([
      'event',
      'answer',
      'event',
    ]);
  });

  it("has the wrong code one click away, with the reference server's own message on the code field", async () => {
    const wrong = find('signup', 'step1 › codeCheck › checking › answers 400');
    expect(wrong.words).toContain('Incorrect verification code');
    const reached = await reach('signup', wrong);
    expect(reached.taken).toBe(wrong.steps.length);
    expect(reached.active).toContain('signup.step1.codeCheck.idle');
    expect(reached.context).toMatchObject({
      codeSent: true,
      // server/routes/verificationRoutes.ts, word for word.
      error: 'Incorrect verification code',
    });
  });

  it('opens the auth dialog on the sign-up card at its first step, not on a prefilled link', async () => {
    const card = find('authDialog', 'open › signup');
    expect(card.steps).toEqual([{ kind: 'event', event: { type: 'auth.show', mode: 'signup' } }]);
    expect((await reach('authDialog', card, 'signup')).active).toContain('signup.step1.codeRequest.idle');
  });

  it("reaches the child's states through the dialog: code sent, countdown running", async () => {
    const running = find('authDialog', 'open › signup › signup: step1 › countdown › running');
    expect(running.steps[1]).toMatchObject({ kind: 'event', to: 'signup' });
    const reached = await reach('authDialog', running, 'signup');
    expect(reached.active).toContain('signup.step1.countdown.running');
    expect(reached.context).toMatchObject({ secondsLeft: 60 });
  });

  it('gives each failure of the contact call, the connection failing included', async () => {
    const failures = listOf('contact').filter((goTo) => goTo.crumbs.startsWith('open › submitting › '));
    expect(failures.map((goTo) => goTo.crumbs)).toEqual([
      'open › submitting › answers 400',
      'open › submitting › answers 503',
      'open › submitting › no answer',
    ]);
    const reached = await reach('contact', failures[2] as GoToEntry);
    expect(reached.active).toContain('contact.open.form');
    expect(reached.context).toMatchObject({ error: true, firstname: 'Ada', phoneNumber: '(+1) 2025550123' });
  });

  it('takes every entry of the six flows with a dialog or card to its state', async () => {
    for (const id of ['signup', 'login', 'authDialog', 'contact', 'demoDialog', 'consent']) {
      for (const goTo of listOf(id)) {
        const [parentState, childState] = (goTo.key.split(' ! ')[0] as string).split(' / ') as [
          string,
          string?,
        ];
        const child = childState?.split('.')[0];
        const reached = await reach(id, goTo, undefined);
        expect(reached.taken, `${id}: ${goTo.crumbs}`).toBe(goTo.steps.length);
        if (goTo.key.includes(' ! ')) continue;
        if (child && !childState?.endsWith('.done'))
          expect((await reach(id, goTo, child)).active, `${id}: ${goTo.crumbs}`).toContain(childState);
        else if (!child) expect(reached.active, `${id}: ${goTo.crumbs}`).toContain(parentState);
      }
    }
  }, 120_000);
});
