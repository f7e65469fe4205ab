// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type MachineEntry, machines } from '../../../../machines/index';
import { outcomesOf } from '../../../../src/flow-lab/sandbox/callMenu';
import type { CallOutcome } from '../../../../src/flow-lab/sandbox/callOutcomes';
import { type LabSession, startLabSession } from '../../../../src/flow-lab/sandbox/labSession';

const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;
const labels = (actor: string) => outcomesOf(actor).map((outcome) => outcome.label);
const picked = (actor: string, label: string) =>
  outcomesOf(actor).find((outcome) => outcome.label === label) as CallOutcome;

/** Sign-up with its code sent and typed, waiting for the check. */
async function checking(): Promise<LabSession> {
  const { machine, exampleInput } = entry('signup');
  const lab = await startLabSession(machine, exampleInput);
  await lab.send({ type: 'signup.code.send', email: 'ada@example.com' });
  await lab.resolve('sendVerifyCode', picked('sendVerifyCode', '200 · The code is on its way.').value);
  await lab.send({ type: 'signup.continue', email: 'ada@example.com', code: '000000' });
  return lab;
}

describe('the answers a waiting call is offered', () => {
  it('are every answer of the endpoint the call reaches, a server error and the client timeout', () => {
    expect(labels('checkVerifyCode')).toEqual([
      '200 · The code is right.',
      '400 · Incorrect verification code',
      '400 · No verification code was sent to this email; request one first',
      '400 · Too many wrong attempts: this verification code is void; request a new one',
      '400 · This verification code has expired; request a new one',
      '400 · This verification code is no longer valid; request a new one',
      '403 · Requests from https://elsewhere.example are not allowed',
      '413 · The request body is larger than 64 KB',
      '415 · The request body must be JSON (Content-Type: application/json)',
      '429 · Too many verification attempts for this email today; try again in 24 hours',
      '503 · The service is temporarily unavailable; try again in a few seconds',
      '500 · Internal server error',
      'No answer: timeout of 30000ms exceeded',
    ]);
    expect(labels('sendVerifyCode')).toContain(
      '409 · An account with this email already exists; log in instead',
    );
    expect(labels('register')).toContain('409 · An account with this email already exists; log in instead');
    expect(labels('loginRequest')).toContain('400 · Incorrect email or password');
    expect(labels('exchangeCredential')).toContain('400 · Google sign-in failed: the token has expired');
    expect(labels('submitContact')).toContain('500 · Internal server error');
    expect(picked('fetchProfile', '401 · Unauthorized: sign in first').note).toContain('"Unauthorized"');
  });

  it('reject as the site’s HTTP client does: the server’s body with its status, or the timeout’s message', () => {
    expect(picked('checkVerifyCode', '400 · Incorrect verification code')).toMatchObject({
      outcome: 'reject',
      value: { status: 400, message: 'Incorrect verification code' },
    });
    expect(picked('register', '400 · This verification code has expired; request a new one').value).toEqual({
      message: 'This verification code has expired; request a new one',
      status: 400,
    });
    expect(picked('register', 'No answer: timeout of 30000ms exceeded').value).toEqual({
      message: 'timeout of 30000ms exceeded',
    });
  });

  it('give the flow the real texts: a wrong code shows the server’s message, a timeout the client’s', async () => {
    const wrong = await checking();
    await wrong.reject(
      'checkVerifyCode',
      picked('checkVerifyCode', '400 · Incorrect verification code').value,
    );
    expect(wrong.value()).toMatchObject({ step1: { codeCheck: 'idle' } });
    expect(wrong.context()).toMatchObject({ error: 'Incorrect verification code', codeSent: true });

    const late = await checking();
    await late.reject(
      'checkVerifyCode',
      picked('checkVerifyCode', 'No answer: timeout of 30000ms exceeded').value,
    );
    expect(late.context()).toMatchObject({ error: 'timeout of 30000ms exceeded' });
  });

  it('are the coverage walk’s answers for a call that reaches no endpoint', () => {
    expect(outcomesOf('restoreSession').map((outcome) => outcome.outcome)).toEqual([
      'resolve',
      'resolve',
      'reject',
    ]);
    expect(outcomesOf('restoreSession')[2]?.value).toEqual({ message: 'storage blocked' });
  });
});
