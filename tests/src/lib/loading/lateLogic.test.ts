import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, createMachine } from 'xstate';
import { lateLogic } from '../../../../src/lib/loading/lateLogic';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: {} },
});

describe('lateLogic', () => {
  it('runs as the real logic once its code is in', () => {
    let arrived: typeof toggle | undefined;
    const logic = lateLogic('toggle', () => arrived);
    arrived = toggle;
    const actor = createActor(logic).start();
    actor.send({ type: 'flip' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(logic.id).toBe('toggle');
  });

  it('says which logic was used before its code arrived', () => {
    const logic = lateLogic<AnyActorLogic>('login', () => undefined);
    // An actor reports what its logic threw when it started as its snapshot's error.
    const snapshot = createActor(logic).getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toContain('The login logic was used before its code arrived');
  });
});
