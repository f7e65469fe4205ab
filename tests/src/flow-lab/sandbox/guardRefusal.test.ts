import { describe, expect, it } from 'vitest';
import { and, createActor, not, or, setup } from 'xstate';
import { consentMachine } from '../../../../machines/consent';
import { loginMachine } from '../../../../machines/login';
import { signupMachine } from '../../../../machines/signup';
import { guardRefusal, refusalText, refusalWords } from '../../../../src/flow-lab/sandbox/guardRefusal';

const signupInput = { email: '', code: '', rel: 'aden', rId: null, mode: 'aden-homepage' } as const;

function signupCounting() {
  // A code sent: the countdown runs (snapshot resolved directly, so no timer is needed).
  return signupMachine.resolveState({
    value: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } },
    context: { ...signupInput, codeSent: true, secondsLeft: 42, error: null, response: null },
  });
}

describe('naming the guard that refuses an event', () => {
  it('names every failed part of an and-guard, with its words', () => {
    const snapshot = signupCounting();
    const refusal = guardRefusal(snapshot, { type: 'signup.code.send', email: ' ' } as never);
    expect(refusal?.map(({ guard, wanted }) => [guard, wanted])).toEqual([
      ['hasEmail', true],
      ['isNotCountingDown', true],
    ]);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'An e-mail address has been typed' (hasEmail) is not true; 'No countdown is running' (isNotCountingDown) is not true",
    );
    expect(refusalWords(refusal ?? [])).toBe(
      'Refused until an e-mail address has been typed; no countdown is running',
    );
  });

  it('names only the part that fails', () => {
    const refusal = guardRefusal(signupCounting(), {
      type: 'signup.code.send',
      email: 'ada@example.com',
    } as never);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'No countdown is running' (isNotCountingDown) is not true",
    );
  });

  it('is null when the event is taken, or has no transition in this state', () => {
    const start = createActor(signupMachine, { input: signupInput }).getSnapshot();
    expect(guardRefusal(start, { type: 'signup.code.send', email: 'ada@example.com' } as never)).toBeNull();
    expect(guardRefusal(start, { type: 'signup.submit', email: 'a', password: 'b' } as never)).toBeNull();
  });

  it('evaluates a guard with params', () => {
    const snapshot = createActor(loginMachine, { input: { email: '', rel: 'aden' } }).getSnapshot();
    const refusal = guardRefusal(snapshot, {
      type: 'login.submit',
      email: 'ada@example.com',
      password: '',
    } as never);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'An e-mail address and a password have both been typed' (canSubmit) is not true",
    );
  });

  it('says a guard that throws on the payload cannot be checked', () => {
    const snapshot = createActor(loginMachine, { input: { email: '', rel: 'aden' } }).getSnapshot();
    const refusal = guardRefusal(snapshot, { type: 'login.submit' } as never);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'An e-mail address and a password have both been typed' (canSubmit) cannot be checked with this payload",
    );
  });

  it('evaluates a guard whose params come from the event', () => {
    const snapshot = consentMachine.resolveState({
      value: 'decided',
      context: {
        required: true,
        policyVersion: '2026-11',
        granted: { functional: true, marketing: false, statistics: false },
        draft: { functional: true, marketing: false, statistics: false },
      },
    });
    // isDenied: granting what is already granted is refused.
    const refusal = guardRefusal(snapshot, { type: 'consent.grant', category: 'functional' } as never);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'That kind of cookie is not allowed yet' (isDenied) is not true",
    );
    expect(guardRefusal(snapshot, { type: 'consent.grant', category: 'marketing' } as never)).toBeNull();
  });

  it('reads not as a condition that must not hold, and or as alternatives', () => {
    const machine = setup({
      types: { events: {} as { type: 'go' } },
      guards: { isOpen: () => true, isPaid: () => false, isTrial: () => false },
    }).createMachine({
      meta: { words: { events: { go: 'Go' }, guards: { isOpen: 'The shop is open' } } },
      initial: 'a',
      states: {
        a: { on: { go: { guard: and([not('isOpen'), or(['isPaid', 'isTrial'])]), target: 'b' } } },
        b: {},
      },
    });
    const refusal = guardRefusal(createActor(machine).getSnapshot(), { type: 'go' });
    expect(refusal?.map(({ guard, wanted }) => [guard, wanted])).toEqual([
      ['isOpen', false],
      ['isPaid', true],
      ['isTrial', true],
    ]);
    expect(refusalText(refusal ?? [])).toBe(
      "Refused: 'The shop is open' (isOpen) is true; isPaid is not true; isTrial is not true",
    );
    expect(refusalWords(refusal ?? [])).toBe(
      'Refused until the check “is paid” holds; the check “is trial” holds. Refused while the shop is open',
    );
  });
});
