import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authDialogMachine } from '../../../machines/authDialog';
import { signupMachine } from '../../../machines/signup';
import { setCodeNames } from '../../../src/flow-lab/graph/codeNames';
import { labTheme } from '../../../src/flow-lab/labTheme';
import { CallAnswer } from '../../../src/flow-lab/panels/CallAnswer';
import { ContextTree } from '../../../src/flow-lab/panels/ContextTree';
import { draftOf, EventForm } from '../../../src/flow-lab/panels/EventForms';
import { StateSection } from '../../../src/flow-lab/panels/SidePanel';
import { TimelineLog } from '../../../src/flow-lab/panels/TimelineLog';
import type { TimelineEntry } from '../../../src/flow-lab/sandbox/labTimeline';

afterEach(() => {
  cleanup();
  setCodeNames(false);
});

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
  it('say the state as sentences, outer to inner, the raw value shown only with code names', () => {
    inLab(<StateSection label="State value" value={counting} machine={signupMachine} />);
    const words = screen.getByLabelText('State in words');
    expect(words.textContent).toContain(
      'Step 1: the visitor gives an e-mail address and the code e-mailed to it',
    );
    expect(words.textContent).toContain(
      'The wait between two codes › Waiting 60 seconds before a new code can be sent; Send code shows the seconds left',
    );
    const raw = screen.getByLabelText('State value');
    expect(raw.textContent).toBe('');
    expect(raw.dataset.value).toBe(JSON.stringify(counting));
    act(() => setCodeNames(true));
    expect(raw.textContent).toBe(JSON.stringify(counting));
  });

  it('name an event and its fields in words, with its type and guard beside only with code names', () => {
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
    expect(send.textContent).toBe('The visitor presses Send code to have a sign-up code e-mailed');
    expect(send).toHaveProperty('disabled', true);
    const refusal = screen.getByRole('note', { name: 'Why signup.code.send is refused' });
    expect(refusal.textContent).toBe('Refused until no countdown is running');
    expect(screen.getByText('Email', { selector: 'label' })).toBeTruthy();
    act(() => setCodeNames(true));
    expect(send.textContent).toBe(
      'The visitor presses Send code to have a sign-up code e-mailedsignup.code.send',
    );
    expect(refusal.textContent).toBe("Refused: 'No countdown is running' (isNotCountingDown) is not true");
    expect(screen.getByText('email', { selector: 'label' })).toBeTruthy();
  });

  it("pick a field whose type is a union from the machine's own values, never free text", () => {
    const snapshot = authDialogMachine.resolveState({
      value: 'closed',
      context: authDialogMachine.config.context as never,
    });
    const template = { type: 'auth.show', mode: 'login' };
    // A context's value that is not one of the type's values starts the form on the first of them.
    expect(draftOf({ type: 'auth.show', mode: 'sign-up' })).toEqual({ mode: 'login' });
    inLab(
      <EventForm
        template={template}
        snapshot={snapshot}
        draft={draftOf(template)}
        accepted
        disabled={false}
        onChange={() => {}}
        onSend={() => {}}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mode' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['login', 'signup']);
  });

  it('say a waiting call by what it does and its input in words; its name and JSON with code names', () => {
    const call = { id: 1, actor: 'sendVerifyCode', input: { email: 'ada@example.com', rel: null } };
    inLab(
      <CallAnswer call={call} outcomes={[]} disabled={false} objectionTo={() => null} onAnswer={() => {}} />,
    );
    const card = screen.getByLabelText('Call to sendVerifyCode');
    expect(card.textContent).toContain('Asks the server to e-mail a sign-up code');
    expect(screen.getByLabelText('Input of sendVerifyCode').textContent).toBe(
      'email ada@example.com; rel none',
    );
    act(() => setCodeNames(true));
    expect(card.textContent).toContain('sendVerifyCode');
    expect(screen.getByLabelText('Input of sendVerifyCode').textContent).toContain(
      '"email": "ada@example.com"',
    );
  });

  it('read the context in words: names as words, text as typed, yes and none', () => {
    inLab(<ContextTree context={{ codeSent: true, phone_number: '(+44) 1', error: null, tags: ['a'] }} />);
    const tree = screen.getByLabelText('Context tree');
    expect(tree.textContent).toContain('code sent: yes');
    expect(tree.textContent).toContain('phone number: (+44) 1');
    expect(tree.textContent).toContain('error: none');
    expect(tree.textContent).toContain('tags 1 item');
    act(() => setCodeNames(true));
    expect(tree.textContent).toContain('codeSent: true');
    expect(tree.textContent).toContain('phone_number: "(+44) 1"');
  });

  const twoSteps: TimelineEntry[] = [
    {
      step: null,
      effects: [],
      transitions: [],
      value: { step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' } },
      context: {},
      children: {},
    },
    {
      step: { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
      effects: [{ kind: 'call', actor: 'sendVerifyCode', input: { email: 'ada@example.com' } }],
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
  ];

  /** The log of `twoSteps`, at its last step. */
  const logAtEnd = (onTravel: (index: number) => void = () => {}) =>
    inLab(
      <TimelineLog
        machine={signupMachine}
        entries={twoSteps}
        cursor={2}
        disabled={false}
        onTravel={onTravel}
      />,
    );

  it('log each step by its words and the states it entered, the code only with code names', () => {
    logAtEnd();
    const sent = screen.getByRole('listitem', { name: 'Step 1: signup.code.send' });
    expect(sent.textContent).toContain('1. The visitor presses Send code to have a sign-up code e-mailed');
    expect(sent.textContent).toContain('→ Asking the server to e-mail a sign-up code; Send code is disabled');
    expect(sent.textContent).toContain('Asks the server to e-mail a sign-up code (email ada@example.com)');
    expect(sent.textContent).not.toContain('signup.code.send');
    expect(sent.textContent).not.toContain('{');
    expect(screen.getByRole('listitem', { name: 'Step 2: resolve sendVerifyCode' }).textContent).toContain(
      '2. Asks the server to e-mail a sign-up code: it succeeds',
    );
    act(() => setCodeNames(true));
    expect(sent.textContent).toContain('signup.code.send');
    expect(sent.textContent).toContain('calls sendVerifyCode({"email":"ada@example.com"})');
  });

  it('travel back only by a button of its own that says what the next step drops', () => {
    const travelled: number[] = [];
    logAtEnd((index) => travelled.push(index));
    const start = screen.getByRole('listitem', { name: 'Step 0: start' });
    fireEvent.click(start);
    expect(travelled).toEqual([]);
    expect(start.textContent).toContain('the next step you take there drops steps 1 to 2');
    fireEvent.click(within(start).getByRole('button', { name: 'Back to step 0' }));
    expect(travelled).toEqual([0]);
    // The step the flow is at has no button: there is nowhere to travel.
    const now = screen.getByRole('listitem', { name: 'Step 2: resolve sendVerifyCode' });
    expect(within(now).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Step 1: signup.code.send' })).getByRole('button')
        .textContent,
    ).toBe('Back to step 1');
  });
});
