import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { IntegrationRequest } from '../../contract/integrationRequestApi';
import { explorations } from '../../machines/coverage/explorations';
import { integrationRequestMachine } from '../../machines/integrationRequest';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const request: IntegrationRequest = { integration: 'Buildertrend', email: 'ops@acme.example' };

function start() {
  const answers: Array<Deferred<unknown>> = [];
  const send = vi.fn(async (_: { input: IntegrationRequest }) => {
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  });
  const actor = createActor(
    integrationRequestMachine.provide({ actors: { sendIntegrationRequest: fromPromise(send) } }),
  ).start();
  return { actor, answers, send };
}

describe('integrationRequestMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.integrationRequest.machine, explorations.integrationRequest.options);
  });

  it('sends the name and e-mail once, and says sent when the server stores them', async () => {
    const { actor, answers, send } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ask.submit', ...request });
    expect(actor.getSnapshot().value).toBe('submitting');
    // A second press while sending sends nothing.
    actor.send({ type: 'ask.submit', ...request });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].input).toEqual(request);
    answers[0]?.resolve({ id: 1, message: 'Thank you' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context).toMatchObject({ ...request, error: null });
  });

  it('fails with the server’s message, and sends again from the failure', async () => {
    const { actor, answers, send } = start();
    actor.send({ type: 'ask.submit', ...request });
    answers[0]?.reject({
      status: 429,
      message: 'Too many requests from your network; try again in 15 minutes',
    });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'Too many requests from your network; try again in 15 minutes',
    );
    actor.send({ type: 'ask.submit', ...request, integration: 'Buildertrend Pro' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(send.mock.calls[1]?.[0].input.integration).toBe('Buildertrend Pro');
  });

  it.each([
    ['an error without a message', new TypeError()],
    ['an empty message', { status: 502, message: '' }],
    ['a message that is not text', { status: 500, message: 42 }],
    ['an answer without a message', { status: 500 }],
    ['text', 'Bad gateway'],
    ['null', null],
    ['nothing', undefined],
  ])('says something went wrong when the failure carries no message: %s', async (_, rejection) => {
    const { actor, answers } = start();
    actor.send({ type: 'ask.submit', ...request });
    answers[0]?.reject(rejection);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Something went wrong. Please try again.');
  });
});
