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
  await lab.resolve(
    'sendVerifyCode',
    picked('sendVerifyCode', 'The server answers: The code is on its way. (200)').value,
  );
  await lab.send({ type: 'signup.continue', email: 'ada@example.com', code: '000000' });
  return lab;
}

describe('the answers a waiting call is offered', () => {
  it('are every answer of the endpoint the call reaches, a server error and the client timeout', () => {
    expect(labels('checkVerifyCode')).toEqual([
      'The server answers: The code is right. (200)',
      'The server refuses: Incorrect verification code (400)',
      'The server refuses: No verification code was sent to this email; request one first (400)',
      'The server refuses: Too many wrong attempts: this verification code is void; request a new one (400)',
      'The server refuses: This verification code has expired; request a new one (400)',
      'The server refuses: This verification code is no longer valid; request a new one (400)',
      'The server refuses: Requests from https://elsewhere.example are not allowed (403)',
      'The server refuses: The request body is larger than 64 KB (413)',
      'The server refuses: The request body must be JSON (Content-Type: application/json) (415)',
      'The server refuses: Too many verification attempts for this email today; try again in 24 hours (429)',
      'The server fails: The service is temporarily unavailable; try again in a few seconds (503)',
      'The server fails: Internal server error (500)',
      'No answer: timeout of 30000ms exceeded',
    ]);
    expect(labels('sendVerifyCode')).toContain(
      'The server refuses: An account with this email already exists; log in instead (409)',
    );
    expect(labels('register')).toContain(
      'The server refuses: An account with this email already exists; log in instead (409)',
    );
    expect(labels('loginRequest')).toContain('The server refuses: Incorrect email or password (400)');
    expect(labels('exchangeCredential')).toContain(
      'The server refuses: Google sign-in failed: the token has expired (400)',
    );
    expect(labels('submitContact')).toContain('The server fails: Internal server error (500)');
    expect(picked('fetchProfile', 'The server refuses: Unauthorized: sign in first (401)').note).toContain(
      '"Unauthorized"',
    );
  });

  it('reject as the site’s HTTP client does: the server’s body with its status, or the timeout’s message', () => {
    expect(picked('checkVerifyCode', 'The server refuses: Incorrect verification code (400)')).toMatchObject({
      outcome: 'reject',
      value: { status: 400, message: 'Incorrect verification code' },
    });
    expect(
      picked('register', 'The server refuses: This verification code has expired; request a new one (400)')
        .value,
    ).toEqual({
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
      picked('checkVerifyCode', 'The server refuses: Incorrect verification code (400)').value,
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
