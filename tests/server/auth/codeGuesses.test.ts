import { expect, it } from 'vitest';
import { DAILY_WRONG_CODE_GUESSES, RESEND_COUNTDOWN_S } from '../../../contract/values';
import { MAX_WRONG_ATTEMPTS } from '../../../server/auth/verificationCode';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

describeOnEachDatabase('checks of sign-up codes', (ctx) => {
  const check = (email: string, vuid: string) =>
    ctx.server.call('POST', '/api/user/check-verify-code', { json: { email, vuid } });
  const send = (email: string) =>
    ctx.server.call('POST', '/api/user/send-verify-code', {
      json: { email, mode: 'aden-homepage', rId: null },
    });
  /** A wrong guess for the address's current code. */
  const wrongGuess = (email: string) =>
    check(email, ctx.server.latestCode(email) === '000000' ? '111111' : '000000');

  it('answers the same for a registered address as for a free one', async () => {
    await ctx.server.signUp('registered@example.com');
    const registered = await check('registered@example.com', '000000');
    const free = await check('free@example.com', '000000');
    expect(registered.status).toBe(400);
    expect({ status: registered.status, body: registered.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    expect(free.body).toEqual({ message: 'No verification code was sent to this email; request one first' });
  });

  it(`caps wrong codes for one address at ${DAILY_WRONG_CODE_GUESSES} a day across resends, then lets it try again`, async () => {
    const email = 'target@example.com';
    let guesses = 0;
    while (guesses < DAILY_WRONG_CODE_GUESSES) {
      expect((await send(email)).status).toBe(200);
      for (let i = 0; i < MAX_WRONG_ATTEMPTS && guesses < DAILY_WRONG_CODE_GUESSES; i++, guesses++) {
        expect((await wrongGuess(email)).status).toBe(400);
      }
      ctx.server.clock.advance(RESEND_COUNTDOWN_S * 1000);
    }
    expect((await send(email)).status).toBe(200);
    const capped = await check(email, ctx.server.latestCode(email));
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      message: 'Too many verification attempts for this email today; try again in 24 hours',
    });
    expect(Number(capped.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    // Another address is not affected.
    expect((await send('other@example.com')).status).toBe(200);
    expect((await check('other@example.com', ctx.server.latestCode('other@example.com'))).status).toBe(200);

    ctx.server.clock.advance(24 * 60 * 60 * 1000);
    expect((await send(email)).status).toBe(200);
    expect((await check(email, ctx.server.latestCode(email))).status).toBe(200);
  });
});
