import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import { fieldErrorsOf, type OnlineFormSubmission, onlineFormMachine } from '../../machines/onlineForm';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const answers = { company: 'Acme', email: 'ada@example.com', consent: true, employees: 12 };
const refused = {
  status: 400,
  message: 'Work email: Must be a valid email',
  errors: { email: 'Must be a valid email', industry: 'This field is required' },
};

function start() {
  const calls: Array<Deferred<unknown>> = [];
  const submitForm = vi.fn(async (_: { input: OnlineFormSubmission }) => {
    const call = deferred<unknown>();
    calls.push(call);
    return call.promise;
  });
  const showResult = vi.fn();
  const actor = createActor(
    onlineFormMachine.provide({ actors: { submitForm: fromPromise(submitForm) }, actions: { showResult } }),
    { input: { formId: 'demo' } },
  ).start();
  return { actor, submitForm, showResult, calls };
}

describe('onlineFormMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.onlineForm.machine, explorations.onlineForm.options);
  });

  it('starts editing with no errors', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ formId: 'demo', fieldErrors: {}, error: null });
  });

  it('submits the answers for its form, then shows the result', async () => {
    const { actor, submitForm, showResult, calls } = start();
    actor.send({ type: 'form.submit', answers });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flushPromises();
    expect(submitForm.mock.calls[0]?.[0].input).toEqual({ formId: 'demo', answers });
    expect(showResult).not.toHaveBeenCalled();
    calls[0]?.resolve({ id: 1 });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(showResult).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more while submitting', async () => {
    const { actor, submitForm } = start();
    actor.send({ type: 'form.submit', answers });
    actor.send({ type: 'form.submit', answers });
    await flushPromises();
    expect(submitForm).toHaveBeenCalledTimes(1);
  });

  it('goes back to editing with the server field errors and message on a refused submit', async () => {
    const { actor, calls, showResult } = start();
    actor.send({ type: 'form.submit', answers });
    await flushPromises();
    calls[0]?.reject(refused);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual(refused.errors);
    expect(actor.getSnapshot().context.error).toBe(refused.message);
    expect(showResult).not.toHaveBeenCalled();
  });

  it('drops a field error when that field changes, and keeps the others', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit', answers });
    await flushPromises();
    calls[0]?.reject(refused);
    await flushPromises();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'form.field.change', name: 'company' });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'form.field.change', name: 'email' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ industry: 'This field is required' });
  });

  it('clears old errors when submitting again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit', answers });
    await flushPromises();
    calls[0]?.reject(refused);
    await flushPromises();
    actor.send({ type: 'form.submit', answers });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps a network failure as a message without field errors', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit', answers });
    await flushPromises();
    calls[0]?.reject(new Error('Network Error'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBe('Network Error');
  });

  it('reads only string messages from a refusal', () => {
    expect(fieldErrorsOf({ errors: { a: 'x', b: 3, c: null } })).toEqual({ a: 'x' });
    expect(fieldErrorsOf({ message: 'no errors' })).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ errors: 'nope' })).toEqual({});
    expect(fieldErrorsOf({ errors: null })).toEqual({});
    expect(fieldErrorsOf('Network Error')).toEqual({});
  });
});
