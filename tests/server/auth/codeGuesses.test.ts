import { expect, it } from 'vitest';
import {
  ADDRESS_DAILY_WRONG_CODE_GUESSES,
  DAILY_WRONG_CODE_GUESSES,
  RESEND_COUNTDOWN_S,
} from '../../../contract/values';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

const DAY_MS = 24 * 60 * 60 * 1000;
const STRANGER = '198.51.100.7';
const OWNER = '203.0.113.20';

// The proxy in front appends the client's address: each test request says which network it comes from.
describeOnEachDatabase(
  'checks of sign-up codes',
  () => ({ config: { trustProxy: true } }),
  (ctx) => {
    const from = (network: string) => ({ 'X-Forwarded-For': network });
    const check = (email: string, vuid: string, network = OWNER) =>
      ctx.server.call('POST', '/api/user/check-verify-code', {
        json: { email, vuid },
        headers: from(network),
      });
    const send = (email: string, network = OWNER) =>
      ctx.server.call('POST', '/api/user/send-verify-code', {
        json: { email, mode: 'aden-homepage', rId: null },
        headers: from(network),
      });
    /** A wrong guess for the address's current code. */
    const wrongGuess = (email: string, network: string) =>
      check(email, ctx.server.latestCode(email) === '000000' ? '111111' : '000000', network);
    const codesMailedTo = (email: string) =>
      ctx.server.outbox.list(email).filter((message) => message.code).length;

    it('answers the same for a registered address as for a free one', async () => {
      await ctx.server.signUp('registered@example.com');
      const registered = await check('registered@example.com', '000000');
      const free = await check('free@example.com', '000000');
      expect(registered.status).toBe(400);
      expect({ status: registered.status, body: registered.body }).toEqual({
        status: free.status,
        body: free.body,
      });
      expect(free.body).toEqual({
        message: 'No verification code was sent to this email; request one first',
      });
    });

    it("lets the owner's right code through after a stranger's resends and wrong guesses, and throttles the stranger", async () => {
      const email = 'target@example.com';
      // The probe's attack: 4 resends and 20 wrong guesses from one network.
      for (let resend = 0; resend < 4; resend++) {
        expect((await send(email, STRANGER)).status).toBe(200);
        for (let guess = 0; guess < DAILY_WRONG_CODE_GUESSES / 4; guess++) {
          expect((await wrongGuess(email, STRANGER)).status).toBe(400);
        }
        ctx.server.clock.advance(RESEND_COUNTDOWN_S * 1000);
      }
      const throttled = await wrongGuess(email, STRANGER);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({
        message: 'Too many verification attempts for this email today; try again in 24 hours',
      });
      expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
      // The owner reads the latest mail and types its code, from their own network.
      expect((await check(email, ctx.server.latestCode(email), OWNER)).status).toBe(200);
      // The stranger's day ends.
      ctx.server.clock.advance(DAY_MS);
      expect((await wrongGuess(email, STRANGER)).status).toBe(400);
    });

    it('locks an address guessed from many networks: no guess is read and no code mailed until the day ends', async () => {
      const email = 'target@example.com';
      expect((await send(email)).status).toBe(200);
      const networks = ADDRESS_DAILY_WRONG_CODE_GUESSES / DAILY_WRONG_CODE_GUESSES;
      for (let network = 1; network <= networks; network++) {
        let wrong = 0;
        while (wrong < DAILY_WRONG_CODE_GUESSES) {
          const answer = await wrongGuess(email, `192.0.2.${network}`);
          expect(answer.status).toBe(400);
          if (answer.body.message === 'Incorrect verification code') wrong++;
          else {
            // The code is void after its own attempts: a new one is asked for, as its owner would.
            ctx.server.clock.advance(RESEND_COUNTDOWN_S * 1000);
            expect((await send(email)).status).toBe(200);
          }
        }
      }
      const locked = await check(email, ctx.server.latestCode(email), OWNER);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(
        'Too many verification attempts for this email today; try again in 24 hours',
      );
      ctx.server.clock.advance(RESEND_COUNTDOWN_S * 1000);
      const mailed = codesMailedTo(email);
      const refused = await send(email, OWNER);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many verification attempts for this email today/);
      expect(codesMailedTo(email)).toBe(mailed);
      // Another address is not affected.
      expect((await send('other@example.com')).status).toBe(200);
      expect((await check('other@example.com', ctx.server.latestCode('other@example.com'))).status).toBe(200);

      ctx.server.clock.advance(DAY_MS);
      expect((await send(email)).status).toBe(200);
      expect((await check(email, ctx.server.latestCode(email))).status).toBe(200);
    });
  },
);
