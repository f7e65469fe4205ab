import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EXAMPLE_ROI_ESTIMATE } from '../../contract/roiEstimate';
import { DEFAULT_REL, MODE_HOMEPAGE } from '../../machines/constants';
import { contactMachine } from '../../machines/contact';
import { googleSignInMachine } from '../../machines/googleSignIn';
import { integrationRequestMachine } from '../../machines/integrationRequest';
import { loginMachine } from '../../machines/login';
import { onlineFormMachine } from '../../machines/onlineForm';
import { pageDataMachine } from '../../machines/pageData';
import { roiEstimateEmailMachine } from '../../machines/roiEstimateEmail';
import { type SessionUser, type StoredSession, sessionMachine } from '../../machines/session';
import type { SignupInput } from '../../machines/signup';
import { signupMachine } from '../../machines/signup';
import { flushPromises } from '../helpers/deferred';

// Each flow names the calls the app must provide. One the app forgets fails like a failed call and
// says which it is, so a missing wiring shows at once instead of a flow that hangs or pretends.

const email = 'ada@example.com';

describe('a call the app does not provide', () => {
  it('login: the card shows which call is missing', async () => {
    const actor = createActor(loginMachine, { input: { email: '', rel: DEFAULT_REL } }).start();
    actor.send({ type: 'login.submit', email, password: 'secret-password' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('loginRequest: not provided');
  });

  it('Google sign-in: the exchange fails and says so', async () => {
    const actor = createActor(googleSignInMachine, { input: { rel: DEFAULT_REL, configured: true } }).start();
    actor.send({ type: 'google.script.loaded' });
    actor.send({ type: 'google.credential', credential: 'google-jwt' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('exchangeCredential: not provided');
  });

  it('sign-up: sending the code, checking it and registering each fail and say so', async () => {
    const input: SignupInput = { email: '', code: '', rel: DEFAULT_REL, rId: null, mode: MODE_HOMEPAGE };
    const sending = createActor(signupMachine, { input }).start();
    sending.send({ type: 'signup.code.send', email });
    await flushPromises();
    expect(sending.getSnapshot().context.error).toBe('sendVerifyCode: not provided');

    const checking = createActor(signupMachine, { input }).start();
    checking.send({ type: 'signup.continue', email, code: '123456' });
    await flushPromises();
    expect(checking.getSnapshot().matches('step1')).toBe(true);
    expect(checking.getSnapshot().context.error).toBe('checkVerifyCode: not provided');

    const registering = createActor(signupMachine, { input: { ...input, email, code: '123456' } }).start();
    registering.send({ type: 'signup.submit', email, password: 'long-enough-password' });
    await flushPromises();
    expect(registering.getSnapshot().value).toEqual({ step2: 'editing' });
    expect(registering.getSnapshot().context.error).toBe('register: not provided');
  });

  it('an online form: the submission fails and says so', async () => {
    const actor = createActor(onlineFormMachine, { input: { formId: 'demo' } }).start();
    actor.send({ type: 'form.submit', answers: { company: 'Analytical Engines' } });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('submitForm: not provided');
  });

  it("a page's content: loading fails and says so", async () => {
    const actor = createActor(pageDataMachine, { input: { key: '/blog/a' } }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('load: not provided');
  });

  it('the contact form: sending fails as a failed send does, and the failure names the call', async () => {
    const failures: unknown[] = [];
    const actor = createActor(contactMachine, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('xstate.error.actor'))
          failures.push(inspection.event.error);
      },
    }).start();
    actor.send({ type: 'contact.open' });
    actor.send({
      type: 'contact.submit',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+1) 2025550123',
      email,
    });
    await flushPromises();
    expect(actor.getSnapshot().context.error).toBe(true);
    expect(failures).toEqual([new Error('submitContact: not provided')]);
  });

  it('asking for an integration: the request fails and says so', async () => {
    const actor = createActor(integrationRequestMachine).start();
    actor.send({ type: 'ask.submit', integration: 'Buildertrend', email });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('sendIntegrationRequest: not provided');
  });

  it('logging out: ending the token on the server fails and names the call, and the visitor is signed out all the same', async () => {
    const failures: unknown[] = [];
    const user: SessionUser = { id: 7, firstname: 'Ada', lastname: 'Lovelace', email };
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<StoredSession> => ({ token: 'the-token', user })),
        fetchProfile: fromPromise(async () => user),
      },
    });
    const actor = createActor(machine, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('xstate.error.actor'))
          failures.push(inspection.event.error);
      },
    }).start();
    await flushPromises();
    actor.send({ type: 'session.logout' });
    await flushPromises();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(failures).toEqual([new Error('endServerSession: not provided')]);
  });

  it('e-mailing an ROI estimate: sending fails and says so', async () => {
    const actor = createActor(roiEstimateEmailMachine).start();
    actor.send({ type: 'estimate.open' });
    actor.send({ type: 'estimate.email.change', email });
    actor.send({ type: 'estimate.send', estimate: EXAMPLE_ROI_ESTIMATE });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('sendEstimate: not provided');
  });
});
