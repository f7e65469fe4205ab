import { expect, it } from 'vitest';
import { EXAMPLE_ROI_ESTIMATE, ROI_LINK_MESSAGE } from '../../../contract/roiEstimate';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

// POST /api/roi-estimates: the ROI calculator's estimate, e-mailed through the mailer (here the outbox).

const SITE = { Host: 'localhost:3000' };
const estimate = { ...EXAMPLE_ROI_ESTIMATE, email: 'CFO@Builder.example' };

describeOnEachDatabase('the ROI estimate by e-mail', (ctx) => {
  const post = (json: unknown, headers: Record<string, string> = SITE, server = ctx.server) =>
    server.call('POST', '/api/roi-estimates', { json, headers });

  it('mails the figures, the inputs and the link to the address given', async () => {
    const response = await post(estimate);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your estimate is on its way to cfo@builder.example' });
    const [message, ...others] = ctx.server.outbox.list('cfo@builder.example');
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Your Aden ROI estimate');
    expect(message?.code).toBeUndefined();
    const text = message?.text ?? '';
    for (const line of [
      '- Hours saved per month: 130',
      '- Time and tools saved per year: $70,200',
      '- One-time costs (implementation, migration, training): $11,500',
      '- Plan cost per month: $1,225',
      '- Net saving over 24 months: $93,650',
      '- Payback, one-time costs included: month 4',
      '- Return on investment: 229%',
      '- People whose time Aden saves: 20',
      '- Manual work per person: 6 hours a week',
      '- Loaded hourly cost: $45 an hour',
      '- Share Aden automates: 25%',
      '- Plan: Business',
      '- Paid seats: 25',
      '- Tools Aden replaces: $0 a month',
      '- Time horizon: 24 months',
      `Open it again, change it or share it: ${EXAMPLE_ROI_ESTIMATE.link}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('says a loss and a payback past the horizon plainly', async () => {
    const figures = { ...EXAMPLE_ROI_ESTIMATE.figures, netSaving: -1234.4, paybackMonth: 30 };
    await post({ ...estimate, figures });
    const text = ctx.server.outbox.list('cfo@builder.example')[0]?.text ?? '';
    expect(text).toContain('- Net loss over 24 months: $1,234');
    expect(text).toContain('- Payback, one-time costs included: month 30, after the 24 months');
    await post({ ...estimate, figures: { ...figures, paybackMonth: null } });
    expect(ctx.server.outbox.list('cfo@builder.example')[0]?.text).toContain(
      '- Payback, one-time costs included: never, at these inputs',
    );
  });

  it.each([
    [{ email: undefined }, 'email', 'Please input your email'],
    [{ email: 'cfo' }, 'email', 'Please input a valid email'],
    [{ link: 'not a link' }, 'link', ROI_LINK_MESSAGE],
    [{ link: 42 }, 'link', ROI_LINK_MESSAGE],
    [{ inputs: 'all of them' }, 'inputs', 'inputs must be an object'],
    [{ figures: undefined }, 'figures', 'figures must be an object'],
  ])('refuses %j', async (change, field, message) => {
    const response = await post({ ...estimate, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toHaveProperty(field, message);
    expect(ctx.server.outbox.size).toBe(0);
  });

  it('refuses figures that are not numbers, and a phone number is not asked for', async () => {
    const response = await post({ ...estimate, figures: { ...estimate.figures, roiPercent: 'lots' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('roiPercent must be a number');
    // Extra fields are dropped, not required: the address is all the visitor gives.
    expect((await post({ ...estimate, phone_number: undefined })).status).toBe(200);
  });

  it('sends only links to this site', async () => {
    for (const link of [
      'https://elsewhere.example/RoiCalculator?team=20',
      'http://localhost:3001/RoiCalculator?team=20',
      'javascript:alert(1)',
    ]) {
      const response = await post({ ...estimate, link });
      expect(response.status, link).toBe(400);
      expect(response.body.errors).toEqual({ link: ROI_LINK_MESSAGE });
    }
    // An origin of CORS_ORIGINS is the site too.
    const withCors = createTestServer(ctx.db, { config: { corsOrigins: ['https://www.aden.example'] } });
    const link = 'https://www.aden.example/RoiCalculator?team=20';
    expect((await post({ ...estimate, link }, SITE, withCors)).status).toBe(200);
    expect(ctx.server.outbox.size).toBe(0);
  });

  it('is limited per client, like every write', async () => {
    const server = createTestServer(ctx.db, { config: { rateLimitScale: 1 } });
    for (let i = 0; i < CLIENT_LIMITS.roiEstimate.limit; i++) {
      expect((await post({ ...estimate, email: `cfo${i}@builder.example` }, SITE, server)).status).toBe(200);
    }
    const over = await post(estimate, SITE, server);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many requests from your network; try again in 15 minutes');
    expect(Number(over.headers.get('Retry-After'))).toBe(CLIENT_LIMITS.roiEstimate.windowMs / 1000);
    expect(server.outbox.list('cfo@builder.example')).toEqual([]);
    server.clock.advance(CLIENT_LIMITS.roiEstimate.windowMs);
    expect((await post(estimate, SITE, server)).status).toBe(200);
  });

  it('answers 502 when the mail server refuses, and says so without the estimate', async () => {
    const server = createTestServer(ctx.db, {
      mailer: {
        sendVerificationCode: () => Promise.reject(new Error('unused')),
        send: () => Promise.reject(new Error('421 service not available')),
      },
    });
    const response = await post(estimate, SITE, server);
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: 'The estimate could not be sent; try again in a few minutes' });
  });
});
