import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FIELD_MESSAGES } from '../../contract/messages';
import { EXAMPLE_ROI_ESTIMATE, type RoiEstimateRequest } from '../../contract/roiEstimate';
import { explorations } from '../../machines/coverage/explorations';
import { roiEstimateEmailMachine } from '../../machines/roiEstimateEmail';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

function startEmail() {
  const answers: Array<Deferred<unknown>> = [];
  const sendEstimate = vi.fn(async (_: { input: RoiEstimateRequest }) => {
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  });
  const openBookCall = vi.fn();
  const machine = roiEstimateEmailMachine.provide({
    actors: { sendEstimate: fromPromise(sendEstimate) },
    actions: { openBookCall },
  });
  const actor = createActor(machine).start();
  return { actor, answers, sendEstimate, openBookCall };
}

const send = { type: 'estimate.send', estimate: EXAMPLE_ROI_ESTIMATE } as const;

describe('roiEstimateEmailMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.roiEstimateEmail.machine, explorations.roiEstimateEmail.options);
  });

  it('asks only for an address, sends it with the estimate, then offers a call', async () => {
    const { actor, answers, sendEstimate, openBookCall } = startEmail();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'estimate.open' });
    actor.send({ type: 'estimate.email.change', email: ' cfo@example.com ' });
    actor.send(send);
    expect(actor.getSnapshot().value).toBe('sending');
    // A second press while sending sends nothing.
    actor.send(send);
    expect(sendEstimate).toHaveBeenCalledOnce();
    expect(sendEstimate.mock.calls[0]?.[0].input).toEqual({
      ...EXAMPLE_ROI_ESTIMATE,
      email: 'cfo@example.com',
    });
    expect(openBookCall).not.toHaveBeenCalled();

    answers[0]?.resolve({ message: 'Your estimate is on its way to cfo@example.com' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentTo).toBe('cfo@example.com');
    actor.send({ type: 'estimate.call.book' });
    expect(openBookCall).toHaveBeenCalledOnce();
    actor.send({ type: 'estimate.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.email).toBe(' cfo@example.com ');
  });

  it("checks the address before sending, in SPEC's words", () => {
    const { actor, sendEstimate } = startEmail();
    actor.send({ type: 'estimate.open' });
    actor.send(send);
    expect(actor.getSnapshot().context.error).toBe(FIELD_MESSAGES.emailRequired);
    actor.send({ type: 'estimate.email.change', email: 'cfo@' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(send);
    expect(actor.getSnapshot().context.error).toBe(FIELD_MESSAGES.emailInvalid);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sendEstimate).not.toHaveBeenCalled();
  });

  it('asks for an address when only spaces are typed', () => {
    const { actor, sendEstimate } = startEmail();
    actor.send({ type: 'estimate.open' });
    actor.send({ type: 'estimate.email.change', email: '   ' });
    actor.send(send);
    expect(actor.getSnapshot().context.error).toBe(FIELD_MESSAGES.emailRequired);
    expect(sendEstimate).not.toHaveBeenCalled();
  });

  it("shows the server's message when sending fails, and sends again", async () => {
    const { actor, answers, sendEstimate } = startEmail();
    actor.send({ type: 'estimate.open' });
    actor.send({ type: 'estimate.email.change', email: 'cfo@example.com' });
    actor.send(send);
    answers[0]?.reject({
      status: 429,
      message: 'Too many requests from your network; try again in 15 minutes',
    });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'Too many requests from your network; try again in 15 minutes',
    );
    actor.send(send);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sendEstimate).toHaveBeenCalledTimes(2);
  });

  it('closes from any state but sending, keeping the address typed', () => {
    const { actor } = startEmail();
    actor.send({ type: 'estimate.open' });
    actor.send({ type: 'estimate.email.change', email: 'cfo@example.com' });
    actor.send({ type: 'estimate.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'estimate.open' });
    expect(actor.getSnapshot().context.email).toBe('cfo@example.com');
  });
});
