import { ThemeProvider } from '@mui/material/styles';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authResponse } from '../../../machines/coverage/explorations';
import { type MachineEntry, machines } from '../../../machines/index';
import { labTheme } from '../../../src/flow-lab/labTheme';
import { Sandbox } from '../../../src/flow-lab/Sandbox';

afterEach(cleanup);
// The first render waits for the sandbox to start and ELK to lay out, slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const signup = machines.find((entry) => entry.id === 'signup') as MachineEntry;

function renderSandbox(entry: MachineEntry) {
  render(
    <ThemeProvider theme={labTheme}>
      <Sandbox entry={entry} />
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const state = () => screen.getByLabelText('State value');
const context = () => screen.getByLabelText('Context tree');
const panel = (name: string) => screen.getByRole('region', { name });

/** Types into a field the way a person pastes: one change, not one per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function answer(user: ReturnType<typeof userEvent.setup>, actor: string, value: unknown) {
  const call = await screen.findByLabelText(`Call to ${actor}`);
  const field = within(call).getByLabelText(`Answer for ${actor}`);
  await user.clear(field);
  await fill(user, field, JSON.stringify(value));
  await user.click(within(call).getByRole('button', { name: 'Resolve' }));
}

describe('the sandbox', () => {
  it('drives sign-up by clicks: send code, countdown end, continue, password, done; a step back restores the context', async () => {
    const user = renderSandbox(signup);
    await waitFor(() => expect(state().dataset.value).toContain('"codeRequest":"idle"'));

    // Send code: the email field is the event's payload, prefilled (empty) from its type.
    await fill(user, screen.getByLabelText('signup.code.send email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send signup.code.send' }));
    await waitFor(() => expect(state().dataset.value).toContain('"codeRequest":"sending"'));
    expect(within(panel('Waiting calls')).getByLabelText('Input of sendVerifyCode').textContent).toContain(
      'ada@example.com',
    );
    await answer(user, 'sendVerifyCode', {});
    await waitFor(() => expect(state().dataset.value).toContain('"countdown":"running"'));
    expect(context().textContent).toContain('seconds left: 60');
    expect(screen.getByRole('button', { name: 'Send signup.code.send' })).toHaveProperty('disabled', true);

    // The countdown's end: one click runs the timers until the state changes (60 ticks of 1 s).
    await user.click(screen.getByRole('button', { name: 'Until the state changes' }));
    await waitFor(() => expect(state().dataset.value).toContain('"countdown":"stopped"'));
    expect(context().textContent).toContain('seconds left: 0');
    expect(screen.getByRole('button', { name: 'Send signup.code.send' })).toHaveProperty('disabled', false);

    // Continue: the email is prefilled from the context; the code is typed.
    expect(screen.getByLabelText('signup.continue email')).toHaveProperty('value', 'ada@example.com');
    await fill(user, screen.getByLabelText('signup.continue code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send signup.continue' }));
    await answer(user, 'checkVerifyCode', {});
    await waitFor(() => expect(state().dataset.value).toContain('{"step2":"editing"}'));

    // Password, then done.
    await fill(user, screen.getByLabelText('signup.submit password'), 'correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Send signup.submit' }));
    await waitFor(() => expect(state().dataset.value).toContain('{"step2":"registering"}'));
    await answer(user, 'register', authResponse());
    await waitFor(() => expect(state().dataset.value).toContain('"done"'));
    expect(context().textContent).toContain('jwt-token');

    // A step back: the snapshot after the code was sent, with its context; later steps greyed.
    const steps = within(panel('Log')).getAllByRole('listitem', { name: /^Step \d+/ });
    expect(steps).toHaveLength(8);
    const answered = within(panel('Log')).getByRole('listitem', { name: 'Step 2: resolve sendVerifyCode' });
    await user.click(within(answered).getByRole('button', { name: 'Back to step 2' }));
    await waitFor(() => expect(state().dataset.value).toContain('"countdown":"running"'));
    expect(context().textContent).toContain('seconds left: 60');
    expect(context().textContent).toContain('code: empty');
    expect(context().textContent).not.toContain('jwt-token');
    expect(within(panel('Log')).getAllByRole('listitem', { name: /^Step \d+/ })).toHaveLength(8);

    // A new step replaces the greyed ones.
    await user.click(screen.getByRole('button', { name: 'Advance 1 s' }));
    await waitFor(() => expect(context().textContent).toContain('seconds left: 59'));
    expect(within(panel('Log')).getAllByRole('listitem', { name: /^Step \d+/ })).toHaveLength(4);
  }, 90_000);
});
