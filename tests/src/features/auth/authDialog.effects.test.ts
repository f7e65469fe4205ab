import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAuthDialogLogic } from '../../../../src/features/auth/authDialog.effects';

// The app's wiring of the auth dialog, in a module registry of its own: the flows' code is not in
// until the dialog asks for it.
describe('createAuthDialogLogic', () => {
  it('fetches the flows on the first show, then opens with them; later shows open at once', async () => {
    const codeMissing = vi.fn();
    const actor = createActor(createAuthDialogLogic({ send: vi.fn() }, codeMissing), {
      input: { googleConfigured: false },
    }).start();
    actor.send({ type: 'auth.show', mode: 'signup' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(actor.getSnapshot().value).toEqual({ open: 'signup' });
    // The real sign-up flow, at its first step.
    expect(actor.getSnapshot().children.signup?.getSnapshot().matches('step1')).toBe(true);
    actor.send({ type: 'auth.close' });
    actor.send({ type: 'auth.show', mode: 'login' });
    expect(actor.getSnapshot().value).toEqual({ open: 'login' });
    expect(codeMissing).not.toHaveBeenCalled();
  });

  it('restores an open dialog saved before a deployment reload, its flows with it', async () => {
    const logic = () => createAuthDialogLogic({ send: vi.fn() }, vi.fn());
    const before = createActor(logic(), { input: { googleConfigured: false } }).start();
    before.send({ type: 'auth.show', mode: 'signup', email: 'ada@example.com' });
    await waitFor(before, (snapshot) => snapshot.matches('open'));
    const saved = JSON.parse(JSON.stringify(before.getPersistedSnapshot()));
    before.stop();

    const after = createActor(logic(), { input: { googleConfigured: false }, snapshot: saved }).start();
    expect(after.getSnapshot().value).toEqual({ open: 'signup' });
    expect(after.getSnapshot().children.signup?.getSnapshot().context.email).toBe('ada@example.com');
  });
});
