// @vitest-environment node
import { authDialogMachine } from '@machines/authDialog';
import { contactMachine } from '@machines/contact';
import { signupMachine } from '@machines/signup';
import { describe, expect, it } from 'vitest';
import { SIGNUP_REFUSALS } from '../../../../contract/answers';
import {
  answeredByServer,
  askServer,
  callsTheServer,
  lastScratchCode,
  SCRATCH_API_BASE,
  scratchServer,
  whyNotByServer,
} from '../../../../src/flow-lab/sandbox/scratchServer';
import { callEndpoints } from '../../../../src/flow-lab/sandbox/siteReactions';
import { standInApi } from '../../../helpers/standInApi';

// The lab's server answers against a stand-in that records each request and answers what the test
// says: each call goes where the site sends it, under the scratch server's path, and comes back as
// the site's client hands it to the flow.

const standIn = standInApi();

const email = 'ada@example.com';
const INPUTS: Record<string, unknown> = {
  sendVerifyCode: { email, mode: 'aden-homepage', rId: null },
  checkVerifyCode: { email, vuid: '123456' },
  loginRequest: { email, password: 'a long enough password' },
  register: {
    email,
    password: 'a long enough password',
    signupCode: '123456',
    subscriptionPlan: 'freeforever',
    rel: '',
  },
};
/** A call whose input is the request's body as the contract's example gives it. */
const bodyExample = (actor: string) => callEndpoints.get(actor)?.body?.example;
for (const actor of ['submitContact', 'sendIntegrationRequest', 'sendEstimate'])
  INPUTS[actor] = bodyExample(actor);
INPUTS.submitForm = { formId: 'demo', ...(bodyExample('submitForm') as object) };

describe('the lab asks the scratch server', () => {
  it('answers every call of the API the flows make, but Google’s and the signed-in profile’s', () => {
    const unanswered = [...callEndpoints.keys()].filter((actor) => !answeredByServer(actor)).sort();
    expect(unanswered).toEqual(['exchangeCredential', 'fetchProfile']);
    expect(callsTheServer(signupMachine)).toBe(true);
    expect(callsTheServer(authDialogMachine)).toBe(true);
    expect(callsTheServer(contactMachine)).toBe(true);
  });

  it('says in words why a call is answered from the menu only', () => {
    expect(whyNotByServer('sendVerifyCode')).toBeNull();
    expect(whyNotByServer('exchangeCredential')).toContain('Google signed');
    expect(whyNotByServer('fetchProfile')).toContain("the site's own sign-in");
    expect(whyNotByServer('readStoredChoice')).toContain('not one of the API');
  });

  it.each(Object.keys(INPUTS))(
    '%s goes to the endpoint its machine names, under the scratch path, as the site sends it',
    async (actor) => {
      const endpoint = callEndpoints.get(actor);
      if (!endpoint) throw new Error(`${actor} names no endpoint`);
      const success = Object.keys(endpoint.answers).map(Number).sort()[0] ?? 200;
      standIn.answer = [
        success,
        (endpoint.answers as Record<number, { example: unknown }>)[success]?.example,
      ];
      const { outcome } = await askServer(actor, INPUTS[actor]);
      expect(outcome).toBe('resolve');
      expect(standIn.seen).toHaveLength(1);
      expect(standIn.seen[0]?.method).toBe(endpoint.method.toUpperCase());
      // A path parameter is the input's: the online form's id.
      expect(standIn.seen[0]?.url.split('?')[0]).toBe(
        `/flows/scratch${endpoint.path.replace('{id}', 'demo')}`,
      );
      // register's `rel` goes in the query, the site's default when the flow has none.
      if (actor === 'register') {
        expect(standIn.seen[0]?.url).toBe('/flows/scratch/api/user/register?rel=aden');
        expect(standIn.seen[0]?.body).not.toHaveProperty('rel');
      }
    },
  );

  it("rejects with the server's status and message, as the site's client does", async () => {
    const message = SIGNUP_REFUSALS.resendWait(41);
    standIn.answer = [429, { message }];
    expect(await askServer('sendVerifyCode', INPUTS.sendVerifyCode)).toEqual({
      outcome: 'reject',
      value: { status: 429, message },
    });
  });

  it('an answer the contract does not describe rejects as plain data the lab can keep', async () => {
    standIn.answer = [201, { unexpected: true }];
    expect(await askServer('register', INPUTS.register)).toEqual({
      outcome: 'reject',
      value: { message: 'The server sent an unexpected answer.' },
    });
  });

  it('remembers the address it was asked about, and reads its newest code from the outbox', async () => {
    const before = scratchServer.getView().asked;
    await askServer('checkVerifyCode', { email: 'grace@example.com', vuid: '000000' });
    expect(scratchServer.getView()).toMatchObject({ email: 'grace@example.com', asked: before + 1 });
    const message = (code?: string) => ({
      to: 'grace@example.com',
      subject: 's',
      text: 't',
      sent_at: '2030-01-15T09:00:00.000Z',
      ...(code ? { code } : {}),
    });
    standIn.answer = [200, { messages: [message(), message('654321'), message('123456')] }];
    expect(await lastScratchCode('grace@example.com')).toBe('654321');
    expect(standIn.seen.at(-1)?.url).toBe(`${SCRATCH_API_BASE}/dev/outbox?email=grace%40example.com`);
  });
});
