import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signupMachine } from '../../../machines/signup';
import { labTheme } from '../../../src/flow-lab/labTheme';
import { EventForm } from '../../../src/flow-lab/panels/EventForms';
import { StateSection } from '../../../src/flow-lab/panels/SidePanel';
import { TimelineLog } from '../../../src/flow-lab/panels/TimelineLog';

afterEach(cleanup);

const counting = { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } };
const countingSnapshot = () =>
  signupMachine.resolveState({
    value: counting,
    context: {
      email: 'ada@example.com',
      code: '',
      rel: 'aden',
      rId: null,
      mode: 'aden-homepage',
      codeSent: true,
      secondsLeft: 42,
      error: null,
      response: null,
    },
  });
const inLab = (ui: React.ReactNode) => render(<ThemeProvider theme={labTheme}>{ui}</ThemeProvider>);

describe('the lab panels in words', () => {
  it('say the state as sentences, outer to inner, with the raw value kept for QA', () => {
    inLab(<StateSection label="State value" value={counting} machine={signupMachine} />);
    const words = screen.getByLabelText('State in words');
    expect(words.textContent).toContain(
      'Step 1: the visitor gives an e-mail address and the code e-mailed to it',
    );
    expect(words.textContent).toContain(
      'The wait between two codes › Waiting 60 seconds before a new code can be sent; Send code shows the seconds left',
    );
    expect(screen.getByLabelText('State value').textContent).toBe(JSON.stringify(counting));
  });

  it('name an event by its words with its type beside, and say which guard refuses it', () => {
    const snapshot = countingSnapshot();
    const template = { type: 'signup.code.send', email: '' };
    inLab(
      <EventForm
        template={template}
        snapshot={snapshot}
        draft={{ email: 'ada@example.com' }}
        accepted={snapshot.can({ type: 'signup.code.send', email: 'ada@example.com' })}
        disabled={false}
        onChange={() => {}}
        onSend={() => {}}
      />,
    );
    const send = screen.getByRole('button', { name: 'Send signup.code.send' });
    expect(send.textContent).toBe(
      'The visitor presses Send code to have a sign-up code e-mailedsignup.code.send',
    );
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByRole('note', { name: 'Why signup.code.send is refused' }).textContent).toBe(
      "Refused: 'No countdown is running' (isNotCountingDown) is not true",
    );
  });

  it('log each step by its words and the states it entered', () => {
    inLab(
      <TimelineLog
        machine={signupMachine}
        entries={[
          {
            step: { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
            effects: [],
            transitions: [],
            value: { step1: { codeRequest: 'sending', countdown: 'stopped', codeCheck: 'idle' } },
            context: {},
            children: {},
          },
          {
            step: { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
            effects: [],
            transitions: [],
            value: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } },
            context: {},
            children: {},
          },
        ]}
        cursor={0}
        disabled={false}
        onTravel={() => {}}
      />,
    );
    const step = screen.getByRole('button', { name: 'Step 0: signup.code.send' });
    expect(step.textContent).toContain(
      '0. The visitor presses Send code to have a sign-up code e-mailed signup.code.send',
    );
    expect(step.textContent).toContain(
      '→ Asking the server to e-mail a sign-up code; Send code is disabled · A new code may be sent now · Waiting for the visitor to type the code and press Continue',
    );
    expect(screen.getByRole('button', { name: 'Step 1: resolve sendVerifyCode' }).textContent).toContain(
      '→ No code is on its way; Send code works once an e-mail address is typed and no countdown runs · Waiting 60 seconds before a new code can be sent; Send code shows the seconds left{',
    );
  });
});
