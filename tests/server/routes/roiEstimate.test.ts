import { expect, it } from 'vitest';
import { EXAMPLE_ROI_ESTIMATE } from '../../../contract/roiEstimate';
import { calculateRoi } from '../../../contract/roiFormula';
import { ROI_MESSAGES } from '../../../contract/roiInputs';
import { ROI_MAIL_LIMITS } from '../../../contract/values';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import type { Mailer } from '../../../server/mail/outbox';
import type { MailMessage } from '../../../server/mail/verificationMessage';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

// POST /api/roi-estimates: the ROI calculator's estimate, e-mailed through the mailer (here the outbox).
// The server writes the whole e-mail from the inputs; the attacks of the round-four probe come last.

const SITE_URL = 'https://www.aden.example';
const estimate = { ...EXAMPLE_ROI_ESTIMATE, email: 'CFO@Builder.example' };
const inbox = 'cfo@builder.example';
const DEFAULT_LINK = `${SITE_URL}/RoiCalculator?team=20&hours=6&rate=45&automated=25&plan=business&office=25&field=40&tools=0&months=24`;

/** A mailer that keeps each message whole, its HTML part too (the outbox keeps the text). */
function keepingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    sendVerificationCode: () => Promise.reject(new Error('unused')),
    send: async (message) => {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

const refusingMailer = (): Mailer => ({
  sendVerificationCode: () => Promise.reject(new Error('421 service not available')),
  send: () => Promise.reject(new Error('421 service not available')),
});

describeOnEachDatabase('the ROI estimate by e-mail', (ctx) => {
  const site = (config = {}) => createTestServer(ctx.db, { config: { siteUrl: SITE_URL, ...config } });
  const post = (server: ReturnType<typeof site>, json: unknown, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/roi-estimates', { json, headers });
  const mailed = (server: ReturnType<typeof site>, to = inbox) =>
    server.outbox.list(to).map((m) => m.text ?? '');

  it('mails the figures of the formula, the inputs and the link on SITE_URL to the address given', async () => {
    const server = site();
    const response = await post(server, estimate);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your estimate is on its way to cfo@builder.example' });
    const [message, ...others] = server.outbox.list(inbox);
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Your Aden ROI estimate');
    expect(message?.code).toBeUndefined();
    const text = message?.text ?? '';
    for (const line of [
      '- Hours saved per month: 130',
      '- Time and tools saved per year: $70,200',
      '- One-time costs (implementation, migration, training): $10,000',
      '- Plan cost per month: $1,225',
      '- Net saving over 24 months: $95,150',
      '- Payback, one-time costs included: month 4',
      '- Return on investment: 241%',
      '- People whose time Aden saves: 20',
      '- Manual work per person: 6 hours a week',
      '- Loaded hourly cost: $45 an hour',
      '- Share Aden automates: 25%',
      '- Plan: Business',
      '- Office users (paid seats): 25',
      '- Field users (free seats): 40',
      '- Tools Aden replaces: $0 a month',
      '- Time horizon: 24 months',
      `Open it again, change it or share it: ${DEFAULT_LINK}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('prices the plan chosen, with its training per seat, and says a loss and a payback past the horizon', async () => {
    const server = site();
    const inputs = {
      ...estimate.inputs,
      plan: 'team',
      officeUsers: 25,
      fieldUsers: 300,
      people: 1,
      manualHoursPerWeek: 1,
    };
    expect((await post(server, { ...estimate, inputs })).status).toBe(200);
    const text = mailed(server)[0] ?? '';
    expect(text).toContain('- Plan: Team');
    // 900 + 600 + 30 a seat for 25 office users; the 300 field users' seats are free.
    expect(text).toContain('- One-time costs (implementation, migration, training): $2,250');
    expect(text).toContain('- Plan cost per month: $600');
    expect(text).toMatch(/- Net loss over 24 months: \$[\d,]+\n/);
    expect(text).toContain('- Payback, one-time costs included: never, at these inputs');
    expect(text).toContain('plan=team&office=25&field=300');

    const late = { ...estimate.inputs, people: 5, horizonMonths: 12 };
    await post(server, { ...estimate, inputs: late });
    const { paybackMonth } = calculateRoi({
      ...late,
      pricePerSeatPerMonth: 49,
      oneTimeCosts: { implementation: 6000, migration: 4000, training: 0 },
    });
    expect(paybackMonth).toBeGreaterThan(12);
    expect(mailed(server)[0]).toContain(
      `- Payback, one-time costs included: month ${paybackMonth}, after the 12 months`,
    );
  });

  it.each([
    [{ email: undefined }, 'email', 'Please input your email'],
    [{ email: 'cfo' }, 'email', 'Please input a valid email'],
    [{ inputs: 'all of them' }, 'inputs', 'inputs must be an object'],
    [{ inputs: undefined }, 'inputs', 'inputs must be an object'],
  ])('refuses %j', async (change, field, message) => {
    const server = site();
    const response = await post(server, { ...estimate, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toHaveProperty(field, message);
    expect(server.outbox.size).toBe(0);
  });

  // The calculator's own limits and messages, each field named.
  it.each([
    ['people', 0, ROI_MESSAGES.people],
    ['people', 10_001, ROI_MESSAGES.people],
    ['people', 2.5, ROI_MESSAGES.people],
    ['manualHoursPerWeek', 61, ROI_MESSAGES.manualHoursPerWeek],
    ['hourlyCost', 1001, ROI_MESSAGES.hourlyCost],
    ['hourlyCost', '45', ROI_MESSAGES.hourlyCost],
    ['automationPercent', 101, ROI_MESSAGES.automationPercent],
    ['officeUsers', 0, ROI_MESSAGES.officeUsers],
    ['fieldUsers', -1, ROI_MESSAGES.fieldUsers],
    ['replacedToolsPerMonth', -1, ROI_MESSAGES.replacedToolsPerMonth],
    ['horizonMonths', 18, ROI_MESSAGES.horizonMonths],
    ['plan', 'freeforever', 'Plan must be Team or Business'],
    ['plan', 'enterprise', 'Plan must be Team or Business'],
  ])('refuses inputs.%s = %j with 400 naming the field', async (field, value, message) => {
    const server = site();
    const response = await post(server, { ...estimate, inputs: { ...estimate.inputs, [field]: value } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual({ [`inputs.${field}`]: message });
    expect(server.outbox.size).toBe(0);
  });

  it("refuses more office users than the plan takes, with the calculator's words", async () => {
    const server = site();
    const response = await post(server, {
      ...estimate,
      inputs: { ...estimate.inputs, plan: 'team', officeUsers: 26 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'inputs.officeUsers': 'Team takes up to 25 office users: choose Business for more',
    });
  });

  it('attack: 1.8e308 (Infinity once parsed) in any input is refused with 400 naming the field', async () => {
    const server = site();
    for (const field of ['people', 'hourlyCost', 'replacedToolsPerMonth', 'officeUsers', 'fieldUsers']) {
      const body = JSON.stringify({ ...estimate, inputs: { ...estimate.inputs, [field]: 0 } }).replace(
        `"${field}":0`,
        `"${field}":1.8e308`,
      );
      const response = await server.call('POST', '/api/roi-estimates', {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.errors), field).toEqual([`inputs.${field}`]);
    }
    expect(server.outbox.size).toBe(0);
  });

  it('attack: forged figures are not mailed; the mailed figures are the formula’s for the inputs', async () => {
    const server = site();
    const forged = {
      ...estimate,
      figures: {
        hoursSavedPerMonth: 99_999,
        costSavedPerYear: 1.7976931348623157e308,
        planCostPerMonth: 0,
        oneTimeCost: 0,
        netSaving: 999_999,
        roiPercent: 99_999,
        paybackMonth: 1,
      },
    };
    expect((await post(server, forged)).status).toBe(200);
    const text = mailed(server)[0] ?? '';
    expect(text).not.toMatch(/99,999|999,999|179,769/);
    expect(text).toContain('- Net saving over 24 months: $95,150');
    expect(text).toContain('- Return on investment: 241%');
  });

  it('attack: a link or free text in the request never reaches the mail, text or HTML', async () => {
    const { sent, mailer } = keepingMailer();
    const server = createTestServer(ctx.db, { config: { siteUrl: SITE_URL }, mailer });
    const phish = 'http://evil.example/RoiCalculator?phish=1';
    const urgent = 'URGENT: your Aden account is suspended, call +1 555 0100';
    const response = await post(server, {
      ...estimate,
      link: `${phish} ${urgent}`,
      inputs: { ...estimate.inputs, planName: urgent },
      note: urgent,
    });
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message?.html).toContain(`<a href="${DEFAULT_LINK.replaceAll('&', '&amp;')}">`);
    for (const part of [message?.text ?? '', message?.html ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
    }
    // Free text where an input goes is refused.
    const words = await post(server, { ...estimate, inputs: { ...estimate.inputs, plan: urgent } });
    expect(words.status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it('attack: a forged Host or X-Forwarded-Host, with or without TRUST_PROXY, never changes the link', async () => {
    for (const trustProxy of [false, true]) {
      const server = site({ trustProxy });
      const forged = {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'http',
        'X-Forwarded-For': '203.0.113.9',
      };
      expect((await post(server, estimate, forged)).status).toBe(200);
      const text = mailed(server)[0] ?? '';
      expect(text).toContain(`Open it again, change it or share it: ${DEFAULT_LINK}`);
      expect(text).not.toContain('evil.example');
    }
  });

  it(`attack: 100 requests from 20 client addresses to one inbox deliver ${ROI_MAIL_LIMITS.perRecipient}`, async () => {
    const server = site({ trustProxy: true, rateLimitScale: 1 });
    const answers = [];
    for (let i = 0; i < 100; i++) {
      const headers = { 'X-Forwarded-For': `198.51.100.${i % 20}` };
      answers.push(await post(server, estimate, headers));
    }
    expect(server.outbox.list(inbox)).toHaveLength(ROI_MAIL_LIMITS.perRecipient);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ROI_MAIL_LIMITS.perRecipient);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    const toInbox = answers[ROI_MAIL_LIMITS.perRecipient];
    expect(toInbox?.body.message).toBe(
      'Too many estimates were e-mailed to this address today; try again in 24 hours',
    );
    expect(toInbox?.headers.get('Retry-After')).toBe(String(24 * 60 * 60));
    // Another address is not held by this one's limit; a day later the address has its allowance again.
    expect(
      (await post(server, { ...estimate, email: 'ceo@builder.example' }, { 'X-Forwarded-For': '192.0.2.1' }))
        .status,
    ).toBe(200);
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await post(server, estimate, { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(200);
  });

  it('the whole site sends at most its hourly cap of estimates, to any number of addresses', async () => {
    const server = site({ trustProxy: true, rateLimitScale: 1 });
    for (let i = 0; i < ROI_MAIL_LIMITS.perHour; i++) {
      const sent = await post(
        server,
        { ...estimate, email: `cfo${i}@builder.example` },
        { 'X-Forwarded-For': `10.0.${i}.1` },
      );
      expect(sent.status).toBe(200);
    }
    const over = await post(
      server,
      { ...estimate, email: 'late@builder.example' },
      { 'X-Forwarded-For': '10.1.0.1' },
    );
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'Too many estimates are being e-mailed right now; try again in 60 minutes',
    );
    expect(server.outbox.list('late@builder.example')).toEqual([]);
    // The refusal did not use the address's own allowance.
    server.clock.advance(60 * 60 * 1000);
    for (let i = 0; i < ROI_MAIL_LIMITS.perRecipient; i++) {
      const sent = await post(
        server,
        { ...estimate, email: 'late@builder.example' },
        { 'X-Forwarded-For': `10.2.${i}.1` },
      );
      expect(sent.status).toBe(200);
    }
  });

  it('is limited per client, like every write', async () => {
    const server = site({ rateLimitScale: 1 });
    for (let i = 0; i < CLIENT_LIMITS.roiEstimate.limit; i++) {
      expect((await post(server, { ...estimate, email: `cfo${i}@builder.example` })).status).toBe(200);
    }
    const over = await post(server, estimate);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many requests from your network; try again in 15 minutes');
    expect(Number(over.headers.get('Retry-After'))).toBe(CLIENT_LIMITS.roiEstimate.windowMs / 1000);
    expect(server.outbox.list(inbox)).toEqual([]);
    server.clock.advance(CLIENT_LIMITS.roiEstimate.windowMs);
    expect((await post(server, estimate)).status).toBe(200);
  });

  it('answers 502 when the mail server refuses, and says so without the estimate', async () => {
    const server = createTestServer(ctx.db, { mailer: refusingMailer() });
    const response = await post(server, estimate);
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: 'The estimate could not be sent; try again in a few minutes' });
  });

  it("attack: a failing mail server's 502s do not lock the client or the inbox out afterwards", async () => {
    const config = { siteUrl: SITE_URL, rateLimitScale: 1 };
    const down = createTestServer(ctx.db, { config, mailer: refusingMailer() });
    for (let i = 0; i < 3 * CLIENT_LIMITS.roiEstimate.limit; i++) {
      expect((await post(down, estimate)).status).toBe(502);
    }
    // The mail server is back: the same client and the same inbox are served at once.
    const back = createTestServer(ctx.db, { config });
    for (let i = 0; i < ROI_MAIL_LIMITS.perRecipient; i++) {
      expect((await post(back, estimate)).status).toBe(200);
    }
    expect(back.outbox.list(inbox)).toHaveLength(ROI_MAIL_LIMITS.perRecipient);
  });
});
