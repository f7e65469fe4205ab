import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContactRequest } from '../../contract/contactRequest';
import { contactMachine } from '../../machines/contact';
import { explorations } from '../../machines/coverage/explorations';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const request: ContactRequest = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone_number: '(+1) 2025550123',
  email: 'ada@example.com',
};
const emptyContext = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  error: false,
  askingForTime: false,
  preferredTime: null,
  timeZone: null,
};

function startContact() {
  const answers: Array<Deferred<unknown>> = [];
  const submitContact = vi.fn(async (_: { input: ContactRequest }) => {
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  });
  const trackConversion = vi.fn();
  const lockScroll = vi.fn();
  const unlockScroll = vi.fn();
  const machine = contactMachine.provide({
    actors: { submitContact: fromPromise(submitContact) },
    actions: { trackConversion, lockScroll, unlockScroll },
  });
  const actor = createActor(machine).start();
  return { actor, answers, submitContact, trackConversion, lockScroll, unlockScroll };
}

describe('contactMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.contact.machine, explorations.contact.options);
  });

  it('starts closed', () => {
    const { actor } = startContact();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual(emptyContext);
  });

  it('opens on the form with the email of the opening event, and locks the page scroll', () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open', email: 'grace@example.com' });
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'form' });
    expect(contact.actor.getSnapshot().context.email).toBe('grace@example.com');
    expect(contact.lockScroll).toHaveBeenCalledTimes(1);
    expect(contact.unlockScroll).not.toHaveBeenCalled();
  });

  it('asks for a time when opened from a scheduler that is not loaded, and sends and keeps the time chosen, with no phone number', async () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open', askForTime: true });
    expect(contact.actor.getSnapshot().context.askingForTime).toBe(true);
    const { phone_number: _, ...withoutPhone } = request;
    const asking: ContactRequest = { ...withoutPhone, preferred_time: 'midday', time_zone: 'Europe/Dublin' };
    contact.actor.send({ type: 'contact.submit', ...asking });
    const sent = contact.submitContact.mock.calls[0]?.[0].input;
    expect(sent).toEqual(asking);
    expect(sent).not.toHaveProperty('phone_number');
    contact.answers[0]?.resolve({});
    await flushPromises();
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'scheduling' });
    expect(contact.actor.getSnapshot().context).toMatchObject({
      phoneNumber: '',
      preferredTime: 'midday',
      timeZone: 'Europe/Dublin',
    });
    contact.actor.send({ type: 'contact.close' });
    expect(contact.actor.getSnapshot().context).toEqual(emptyContext);
  });

  it('opens with an empty email when the event carries none', () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open' });
    expect(contact.actor.getSnapshot().context.email).toBe('');
  });

  it('submits the four fields once, then shows the scheduler with name and email and tracks the conversion', async () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open' });
    contact.actor.send({ type: 'contact.submit', ...request });
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'submitting' });
    contact.actor.send({ type: 'contact.submit', ...request });
    expect(contact.submitContact).toHaveBeenCalledTimes(1);
    expect(contact.submitContact.mock.calls[0]?.[0].input).toEqual(request);

    contact.answers[0]?.resolve({});
    await flushPromises();
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'scheduling' });
    expect(contact.actor.getSnapshot().context).toEqual({
      ...emptyContext,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: request.phone_number,
    });
    expect(contact.trackConversion).toHaveBeenCalledTimes(1);
  });

  it('returns to the form with the error flag on failure, without tracking, and clears it on resubmit', async () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open' });
    contact.actor.send({ type: 'contact.submit', ...request });
    contact.answers[0]?.reject(new Error('Network Error'));
    await flushPromises();
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'form' });
    expect(contact.actor.getSnapshot().context.error).toBe(true);
    expect(contact.trackConversion).not.toHaveBeenCalled();

    contact.actor.send({ type: 'contact.submit', ...request });
    expect(contact.actor.getSnapshot().context.error).toBe(false);
    expect(contact.submitContact).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['form', async (_: ReturnType<typeof startContact>) => {}],
    [
      'submitting',
      async (contact: ReturnType<typeof startContact>) => {
        contact.actor.send({ type: 'contact.submit', ...request });
      },
    ],
    [
      'scheduling',
      async (contact: ReturnType<typeof startContact>) => {
        contact.actor.send({ type: 'contact.submit', ...request });
        contact.answers[0]?.resolve({});
        await flushPromises();
      },
    ],
  ])('closing from %s resets everything and unlocks the scroll', async (state, reach) => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open', email: 'ada@example.com' });
    await reach(contact);
    expect(contact.actor.getSnapshot().value).toEqual({ open: state });

    contact.actor.send({ type: 'contact.close' });
    expect(contact.actor.getSnapshot().value).toBe('closed');
    expect(contact.actor.getSnapshot().context).toEqual(emptyContext);
    expect(contact.unlockScroll).toHaveBeenCalledTimes(1);
  });

  it('ignores a late answer after closing, and reopens on a fresh form', async () => {
    const contact = startContact();
    contact.actor.send({ type: 'contact.open' });
    contact.actor.send({ type: 'contact.submit', ...request });
    contact.actor.send({ type: 'contact.close' });
    contact.answers[0]?.resolve({});
    await flushPromises();
    expect(contact.actor.getSnapshot().value).toBe('closed');
    expect(contact.trackConversion).not.toHaveBeenCalled();

    contact.actor.send({ type: 'contact.open' });
    expect(contact.actor.getSnapshot().value).toEqual({ open: 'form' });
    expect(contact.lockScroll).toHaveBeenCalledTimes(2);
  });
});
