import { expect, it } from 'vitest';
import { CODE_MAIL_LIMITS, RESEND_COUNTDOWN_S } from '../../../contract/values';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import type { Mailer } from '../../../server/mail/outbox';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

// The code mails of sign-up under the rules of every mail (server/mail/mailLimits.ts): a few a day per
// address whoever asks, a cap on the whole site per hour, and the server's own failures count for no one.
// The estimate's side of the same rules: tests/server/routes/roiEstimate.test.ts.

const inbox = 'ada@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

describeOnEachDatabase('the limits on code mails', (ctx) => {
  const strict = (mailer?: Mailer) =>
    createTestServer(ctx.db, {
      config: { rateLimitScale: 1, trustProxy: true },
      ...(mailer ? { mailer } : {}),
    });
  const sendCode = (server: ReturnType<typeof strict>, email: string, client: string) =>
    server.call('POST', '/api/user/send-verify-code', {
      json: { email, mode: 'aden-homepage', rId: null },
      headers: { 'X-Forwarded-For': client },
    });

  it(`one address gets ${CODE_MAIL_LIMITS.perRecipient} codes a day, from any number of networks, and keeps its last code`, async () => {
    const server = strict();
    for (let i = 0; i < CODE_MAIL_LIMITS.perRecipient; i++) {
      expect((await sendCode(server, inbox, `198.51.100.${i}`)).status).toBe(200);
      server.clock.advance(RESEND_COUNTDOWN_S * 1000);
    }
    const last = server.latestCode(inbox);
    const over = await sendCode(server, inbox, '203.0.113.1');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Too many verification codes were e-mailed to this address today; try again in \d+ hours$/,
    );
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(server.outbox.list(inbox)).toHaveLength(CODE_MAIL_LIMITS.perRecipient);
    // The refusal withdrew nothing: the code last sent still signs up.
    const checked = await server.call('POST', '/api/user/check-verify-code', {
      json: { email: inbox, vuid: last },
    });
    expect(checked.status).toBe(200);
    // Another address is not held; a day after the first code the address has its allowance again.
    expect((await sendCode(server, 'grace@example.com', '203.0.113.2')).status).toBe(200);
    server.clock.advance(DAY_MS);
    expect((await sendCode(server, inbox, '203.0.113.3')).status).toBe(200);
  });

  it('a code within the resend wait uses none of the address’s allowance', async () => {
    const server = strict();
    expect((await sendCode(server, inbox, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < CODE_MAIL_LIMITS.perRecipient; i++) {
      expect((await sendCode(server, inbox, `198.51.100.${i + 2}`)).status).toBe(429);
    }
    for (let i = 1; i < CODE_MAIL_LIMITS.perRecipient; i++) {
      server.clock.advance(RESEND_COUNTDOWN_S * 1000);
      expect((await sendCode(server, inbox, `192.0.2.${i}`)).status).toBe(200);
    }
  });

  it('the whole site sends at most its hourly cap of codes', async () => {
    const server = strict();
    for (let i = 0; i < CODE_MAIL_LIMITS.perHour; i++) {
      expect((await sendCode(server, `user${i}@example.com`, `10.${i >> 8}.${i & 255}.1`)).status).toBe(200);
    }
    const over = await sendCode(server, 'late@example.com', '10.200.0.1');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'Too many verification codes are being e-mailed right now; try again in 60 minutes',
    );
    expect(server.outbox.list('late@example.com')).toEqual([]);
    server.clock.advance(60 * 60 * 1000);
    expect((await sendCode(server, 'late@example.com', '10.200.0.1')).status).toBe(200);
  });

  it("a failing mail server's 503s lock neither the client nor the address out afterwards", async () => {
    const down = strict({
      sendVerificationCode: () => Promise.reject(new Error('421 service not available')),
      send: () => Promise.reject(new Error('421 service not available')),
    });
    const tries = CLIENT_LIMITS.sendCode.limit + CODE_MAIL_LIMITS.perRecipient;
    for (let i = 0; i < tries; i++) {
      expect((await sendCode(down, inbox, '198.51.100.7')).status).toBe(503);
    }
    const back = strict();
    expect((await sendCode(back, inbox, '198.51.100.7')).status).toBe(200);
    expect(back.outbox.list(inbox)).toHaveLength(1);
  });
});
