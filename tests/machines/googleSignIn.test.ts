import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthResponse } from '../../machines/authResult';
import { DEFAULT_REL, REL_AIFORM } from '../../machines/constants';
import { authResponse, explorations } from '../../machines/coverage/explorations';
import {
  type CredentialErrorReason,
  type ExchangeCredentialRequest,
  type GoogleSignInInput,
  googleSignInMachine,
} from '../../machines/googleSignIn';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const configured: GoogleSignInInput = { rel: DEFAULT_REL, configured: true };

function startGoogle(input: GoogleSignInInput = configured) {
  const exchanges: Array<Deferred<AuthResponse>> = [];
  const exchangeCredential = vi.fn(async (_: { input: ExchangeCredentialRequest }) => {
    const answer = deferred<AuthResponse>();
    exchanges.push(answer);
    return answer.promise;
  });
  const reportCredentialError = vi.fn((_: unknown, _params: { reason: CredentialErrorReason }) => {});
  const machine = googleSignInMachine.provide({
    actors: { exchangeCredential: fromPromise(exchangeCredential) },
    actions: { reportCredentialError },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, exchanges, exchangeCredential, reportCredentialError };
}

function startReady(input: GoogleSignInInput = configured) {
  const google = startGoogle(input);
  google.actor.send({ type: 'google.script.loaded' });
  return google;
}

describe('googleSignInMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.googleSignIn.machine, explorations.googleSignIn.options);
  });

  it('is absent without a client id, and ignores the provider and the button', () => {
    const google = startGoogle({ rel: DEFAULT_REL, configured: false });
    expect(google.actor.getSnapshot().value).toBe('absent');
    google.actor.send({ type: 'google.script.loaded' });
    google.actor.send({ type: 'google.credential', credential: 'google-jwt' });
    expect(google.actor.getSnapshot().value).toBe('absent');
    expect(google.exchangeCredential).not.toHaveBeenCalled();
  });

  it('waits for the script, then is ready', () => {
    const google = startGoogle();
    expect(google.actor.getSnapshot().value).toBe('loadingScript');
    expect(google.actor.getSnapshot().can({ type: 'google.credential', credential: 'google-jwt' })).toBe(
      false,
    );
    google.actor.send({ type: 'google.script.loaded' });
    expect(google.actor.getSnapshot().value).toBe('ready');
    expect(google.actor.getSnapshot().context.loadError).toBe(false);
  });

  it('sets the load-error flag, without a message, when the script fails', () => {
    const google = startGoogle();
    google.actor.send({ type: 'google.script.failed' });
    expect(google.actor.getSnapshot().value).toBe('loadError');
    expect(google.actor.getSnapshot().context).toMatchObject({ loadError: true, error: null });
    expect(google.reportCredentialError).not.toHaveBeenCalled();
  });

  it('triggers the error callback for a credential without a value, and stays ready', () => {
    const google = startReady();
    google.actor.send({ type: 'google.credential' });
    google.actor.send({ type: 'google.credential', credential: '' });
    expect(google.reportCredentialError).toHaveBeenCalledTimes(2);
    expect(google.reportCredentialError.mock.calls[0]?.[1]).toEqual({ reason: 'missingCredential' });
    expect(google.actor.getSnapshot().value).toBe('ready');
    expect(google.exchangeCredential).not.toHaveBeenCalled();
  });

  it('triggers the error callback when the button reports an error', () => {
    const google = startReady();
    google.actor.send({ type: 'google.error' });
    expect(google.reportCredentialError.mock.calls[0]?.[1]).toEqual({ reason: 'buttonError' });
    expect(google.actor.getSnapshot().value).toBe('ready');
  });

  it('exchanges the credential with rel and finishes with method google', async () => {
    const google = startReady({ rel: REL_AIFORM, configured: true });
    google.actor.send({ type: 'google.credential', credential: 'google-jwt' });
    expect(google.actor.getSnapshot().value).toBe('exchanging');
    expect(google.exchangeCredential.mock.calls[0]?.[0].input).toEqual({
      credential: 'google-jwt',
      rel: REL_AIFORM,
    });

    google.actor.send({ type: 'google.credential', credential: 'second-click' });
    expect(google.exchangeCredential).toHaveBeenCalledTimes(1);

    const response = authResponse();
    google.exchanges[0]?.resolve(response);
    await flushPromises();
    expect(google.actor.getSnapshot().status).toBe('done');
    expect(google.actor.getSnapshot().output).toEqual({ ...response, method: 'google' });
  });

  it('returns to ready with the error when the exchange fails, and can try again', async () => {
    const google = startReady();
    google.actor.send({ type: 'google.credential', credential: 'google-jwt' });
    google.exchanges[0]?.reject({ message: 'Google account not allowed' });
    await flushPromises();
    expect(google.actor.getSnapshot().value).toBe('ready');
    expect(google.actor.getSnapshot().context.error).toBe('Google account not allowed');

    google.actor.send({ type: 'google.credential', credential: 'google-jwt' });
    expect(google.actor.getSnapshot().context.error).toBeNull();
    expect(google.exchangeCredential).toHaveBeenCalledTimes(2);
  });
});
