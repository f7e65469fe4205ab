import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginRequest } from '../../contract/auth';
import type { AuthResponse } from '../../machines/authResult';
import { DEFAULT_REL, HTTP_TIMEOUT_MS } from '../../machines/constants';
import { authResponse, explorations } from '../../machines/coverage/explorations';
import { UNKNOWN_ERROR_MESSAGE } from '../../machines/errorMessage';
import { loginMachine } from '../../machines/login';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const input = { email: 'ada@example.com', rel: DEFAULT_REL };

function startLogin(answers: Array<Deferred<AuthResponse>>) {
  const loginRequest = vi.fn(async ({ input: request }: { input: LoginRequest }) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected login for ${request.email}`);
    return answer.promise;
  });
  const actor = createActor(loginMachine.provide({ actors: { loginRequest: fromPromise(loginRequest) } }), {
    input,
  }).start();
  return { actor, loginRequest };
}

describe('loginMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.login.machine, explorations.login.options);
  });

  it('starts editing with the given email and no error', () => {
    const actor = createActor(loginMachine, { input });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ email: 'ada@example.com', error: null, response: null });
  });

  it('cannot submit without email or password', () => {
    const { actor } = startLogin([]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'login.submit', email: '', password: 'secret-password' })).toBe(false);
    expect(snapshot.can({ type: 'login.submit', email: '  ', password: 'secret-password' })).toBe(false);
    expect(snapshot.can({ type: 'login.submit', email: 'ada@example.com', password: '' })).toBe(false);
    expect(snapshot.can({ type: 'login.submit', email: 'ada@example.com', password: 'x' })).toBe(true);
  });

  it('sends email and password and finishes with the response and method email-login', async () => {
    const answer = deferred<AuthResponse>();
    const { actor, loginRequest } = startLogin([answer]);
    actor.send({ type: 'login.submit', email: 'grace@example.com', password: 'secret-password' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(loginRequest.mock.calls[0]?.[0].input).toEqual({
      email: 'grace@example.com',
      password: 'secret-password',
    });

    const response = authResponse({ email: 'grace@example.com' });
    answer.resolve(response);
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ ...response, method: 'email-login' });
  });

  it('never keeps the password in its context', () => {
    const { actor } = startLogin([deferred<AuthResponse>()]);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('secret-password');
  });

  it('sends once on a double submit', () => {
    const { actor, loginRequest } = startLogin([deferred<AuthResponse>(), deferred<AuthResponse>()]);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
    expect(actor.getSnapshot().can({ type: 'login.submit', email: 'ada@example.com', password: 'x' })).toBe(
      false,
    );
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
    expect(loginRequest).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's message and the email after a failure, and can try again", async () => {
    const first = deferred<AuthResponse>();
    const second = deferred<AuthResponse>();
    const { actor, loginRequest } = startLogin([first, second]);
    actor.send({ type: 'login.submit', email: 'grace@example.com', password: 'wrong-password' });
    first.reject({ message: 'Email or password is incorrect' });
    await flushPromises();

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'grace@example.com',
      error: 'Email or password is incorrect',
    });

    actor.send({ type: 'login.submit', email: 'grace@example.com', password: 'right-password' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loginRequest).toHaveBeenCalledTimes(2);
  });

  it("falls back to the client error's message, then to a generic one", async () => {
    const timeout = deferred<AuthResponse>();
    const odd = deferred<AuthResponse>();
    const { actor } = startLogin([timeout, odd]);
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
    timeout.reject(new Error(`timeout of ${HTTP_TIMEOUT_MS}ms exceeded`));
    await flushPromises();
    expect(actor.getSnapshot().context.error).toBe(`timeout of ${HTTP_TIMEOUT_MS}ms exceeded`);

    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
    odd.reject({ status: 500 });
    await flushPromises();
    expect(actor.getSnapshot().context.error).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});
