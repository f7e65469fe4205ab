import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { authDialogMachine } from '../../../../machines/authDialog';
import { signupMachine } from '../../../../machines/signup';
import { stateSentences } from '../../../../src/flow-lab/sandbox/stateSentences';

const signupInput = { email: '', code: '', rel: 'aden', rId: null, mode: 'aden-homepage' } as const;

describe('the active states in words', () => {
  it('says a nested state from the outside in', () => {
    const actor = createActor(authDialogMachine, { input: { googleConfigured: true } }).start();
    actor.send({ type: 'auth.show', mode: 'signup' });
    expect(stateSentences(authDialogMachine, actor.getSnapshot().value)).toEqual({
      shared: [
        'The sign-in dialog is open, with Continue with Google above the card',
        'The sign-up card: e-mail and code, then a password',
      ],
      branches: [],
    });
    actor.stop();
  });

  it('says the shared part once, then one line per parallel region', () => {
    const value = { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } };
    expect(stateSentences(signupMachine, value)).toEqual({
      shared: ['Step 1: the visitor gives an e-mail address and the code e-mailed to it'],
      branches: [
        [
          'Getting a sign-up code e-mailed to the visitor',
          'No code is on its way; Send code works once an e-mail address is typed and no countdown runs',
        ],
        [
          'The wait between two codes',
          'Waiting 60 seconds before a new code can be sent; Send code shows the seconds left',
        ],
        [
          'Checking the code the visitor typed',
          'Waiting for the visitor to type the code and press Continue',
        ],
      ],
    });
    expect(createActor(signupMachine, { input: signupInput }).getSnapshot().value).toEqual({
      step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' },
    });
  });

  it("falls back to a state's name where it has no description", () => {
    const bare = setup({}).createMachine({
      initial: 'a',
      states: { a: { initial: 'b', states: { b: {} } } },
    });
    expect(stateSentences(bare, { a: 'b' })).toEqual({ shared: ['a', 'b'], branches: [] });
  });
});
