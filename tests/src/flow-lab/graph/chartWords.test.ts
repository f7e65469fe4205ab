// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { machines } from '../../../../machines/index';
import { signupMachine } from '../../../../machines/signup';
import { delayWords, inSentence, stateTitle } from '../../../../src/flow-lab/graph/chartWords';
import { labelLines, WORDS_ONLY } from '../../../../src/flow-lab/graph/layout';
import { machineGraph } from '../../../../src/flow-lab/graph/machineGraph';

const edgeOf = (id: string) => {
  const edge = machineGraph(signupMachine).edges.find((candidate) => candidate.id.startsWith(id));
  if (!edge) throw new Error(`No edge ${id}`);
  return edge;
};

describe('the chart in words', () => {
  it("titles a state by its description's short form", () => {
    expect(
      stateTitle(
        'Waiting 60 seconds before a new code can be sent; Send code shows the seconds left',
        'running',
      ),
    ).toBe('Waiting 60 seconds before a new code can be sent');
    expect(stateTitle('Choosing where to begin: at the password when …', 'start')).toBe(
      'Choosing where to begin',
    );
    expect(stateTitle('Step 1: the visitor gives an e-mail address', 'step1')).toBe(
      'Step 1: the visitor gives an e-mail address',
    );
    expect(stateTitle(undefined, 'idle')).toBe('idle');
  });

  it('says what makes each sign-up arrow happen, and when it may', () => {
    expect(edgeOf('signup.step1.codeRequest.idle:signup.code.send:0').words).toEqual({
      trigger: 'The visitor presses Send code to have a sign-up code e-mailed',
      guard: 'only when an e-mail address has been typed and no countdown is running',
    });
    expect(edgeOf('signup.step1.codeCheck.checking:xstate.done.actor.checkVerifyCode:0').words.trigger).toBe(
      'The server accepts the code',
    );
    expect(edgeOf('signup.start:always:0').words).toEqual({
      trigger: 'Straight away',
      guard: 'when the link brought both an e-mail address and a code',
    });
    expect(edgeOf('signup.start:always:1').words.guard).toBe('otherwise');
    expect(edgeOf('signup.step1.countdown.running:xstate.after').words.trigger).toBe('After 1 second');
  });

  it('reads delays from the machine, in the largest whole unit', () => {
    expect(delayWords(signupMachine, 'countdownTick')).toBe('After 1 second');
    const update = machines.find((entry) => entry.id === 'buildUpdate')?.machine;
    expect(update && delayWords(update, 'pollInterval')).toBe('After 1 hour');
    expect(delayWords(signupMachine, '2500')).toBe('After 2.5 seconds');
  });

  it('keeps a proper name capitalised inside a sentence', () => {
    expect(inSentence('No countdown is running')).toBe('no countdown is running');
    expect(inSentence('Google sign-in is set up for this site')).toBe(
      'Google sign-in is set up for this site',
    );
  });

  it.each(machines.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every state and arrow is labelled in words, with no code name unless asked',
    (_id, machine) => {
      const graph = machineGraph(machine);
      for (const state of graph.states) {
        expect(state.title.trim(), state.id).not.toBe('');
        if (state.parentId && state.kind !== 'flow') expect(state.title, state.id).not.toBe(state.key);
      }
      for (const edge of graph.edges) {
        const said = labelLines(edge, WORDS_ONLY)
          .map((line) => line.text)
          .join(' ');
        if (edge.eventType) expect(said, edge.id).not.toContain(edge.eventType);
        expect(said, edge.id).not.toMatch(/[\w$]\(/);
        if (edge.guard) expect(said, edge.id).not.toContain(edge.guard);
      }
      expect(graph.states.find((state) => state.parentId === null)?.title).not.toBe(machine.id);
    },
  );

  it('adds the code names to a label when asked', () => {
    const send = edgeOf('signup.step1.codeRequest.idle:signup.code.send:0');
    const lines = labelLines(send, { codeNames: true }).filter((line) => line.tone === 'code');
    expect(lines.map((line) => line.text).join(' ')).toBe(
      'signup.code.send [and(hasEmail, isNotCountingDown)]',
    );
  });
});
