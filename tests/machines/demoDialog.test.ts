import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import { demoDialogMachine } from '../../machines/demoDialog';
import { expectFullCoverage } from '../helpers/modelPaths';

describe('demoDialogMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.demoDialog.machine, explorations.demoDialog.options);
  });

  it('opens and closes', () => {
    const actor = createActor(demoDialogMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().can({ type: 'demo.close' })).toBe(false);
    actor.send({ type: 'demo.open' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().can({ type: 'demo.open' })).toBe(false);
    actor.send({ type: 'demo.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('hands over to the first-party request when asked for a time, and only while open', () => {
    const askForTime = vi.fn();
    const actor = createActor(demoDialogMachine.provide({ actions: { askForTime } })).start();
    actor.send({ type: 'demo.askForTime' });
    expect(askForTime).not.toHaveBeenCalled();
    actor.send({ type: 'demo.open' });
    actor.send({ type: 'demo.askForTime' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(askForTime).toHaveBeenCalledTimes(1);
  });
});
