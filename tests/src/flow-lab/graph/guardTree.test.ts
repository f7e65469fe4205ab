// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { and, not, or, stateIn } from 'xstate';
import { signupMachine } from '../../../../machines/signup';
import { guardCode, guardTree } from '../../../../src/flow-lab/graph/guardTree';

/** What a production minifier does to XState's combinators: their functions are renamed. */
function minified<T>(guard: T): T {
  Object.defineProperty(guard, 'name', { value: 't' });
  return guard;
}

describe('a guard read as data', () => {
  it('tells and, or, not and stateIn apart by what XState keeps on them, not by their names', () => {
    const guard = minified(and(['hasEmail', minified(not(minified(or(['a', { type: 'b' }]))))]));
    expect((guard as unknown as { name: string }).name).toBe('t');
    expect(guardTree(guard)).toEqual({
      kind: 'and',
      parts: [
        { kind: 'named', name: 'hasEmail' },
        {
          kind: 'not',
          part: {
            kind: 'or',
            parts: [
              { kind: 'named', name: 'a' },
              { kind: 'named', name: 'b' },
            ],
          },
        },
      ],
    });
    expect(guardCode(guardTree(guard) as never)).toBe('and(hasEmail, not(or(a, b)))');
    expect(guardCode(guardTree(minified(stateIn('step2'))) as never)).toBe('stateIn(step2)');
  });

  it('reads no guard as none, and a function of the machine as an inline guard', () => {
    expect(guardTree(undefined)).toBeNull();
    expect(guardTree(() => true)).toEqual({ kind: 'inline' });
  });

  it("reads sign-up's Send code guard as written in the machine", () => {
    const idle = signupMachine.root.states.step1?.states.codeRequest?.states.idle;
    const [send] = idle?.transitions.get('signup.code.send') ?? [];
    expect(guardCode(guardTree(send?.guard) as never)).toBe('and(hasEmail, isNotCountingDown)');
  });
});
