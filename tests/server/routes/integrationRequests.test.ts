import { expect, it } from 'vitest';
import { INTEGRATION_REQUEST_RECEIVED } from '../../../contract/integrationRequestApi';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer } from '../helpers/testServer';

const URL = '/api/integration-requests';

describeOnEachDatabase('POST /api/integration-requests', (ctx) => {
  it('stores the tool named and the e-mail to write back to', async () => {
    const response = await ctx.server.call('POST', URL, {
      json: { integration: '  Buildertrend ', email: 'Ops@Acme.example' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), message: INTEGRATION_REQUEST_RECEIVED });
    const { rows } = await ctx.db.query('SELECT integration, email FROM integration_requests');
    expect(rows).toEqual([{ integration: 'Buildertrend', email: 'ops@acme.example' }]);
  });

  it.each([
    [{ email: 'ops@acme.example' }, 'integration', 'Please name the tool you want Aden to connect to'],
    [
      { integration: 'x'.repeat(81), email: 'ops@acme.example' },
      'integration',
      'integration must be at most 80 characters',
    ],
    [{ integration: 'Buildertrend' }, 'email', 'Please input your email'],
    [{ integration: 'Buildertrend', email: 'not an address' }, 'email', 'Please input a valid email'],
  ])('refuses %j and stores nothing', async (json, field, message) => {
    const response = await ctx.server.call('POST', URL, { json });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
    const { rows } = await ctx.db.query('SELECT id FROM integration_requests');
    expect(rows).toEqual([]);
  });

  it('limits each client like every write, and stores nothing past the limit', async () => {
    // The test server scales every limit up; this one counts as production does.
    const server = createTestServer(ctx.db, { config: { rateLimitScale: 1 } });
    const json = { integration: 'Buildertrend', email: 'ops@acme.example' };
    for (let i = 0; i < CLIENT_LIMITS.integrationRequest.limit; i++) {
      expect((await server.call('POST', URL, { json })).status).toBe(201);
    }
    const refused = await server.call('POST', URL, { json });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const { rows } = await ctx.db.query('SELECT id FROM integration_requests');
    expect(rows).toHaveLength(CLIENT_LIMITS.integrationRequest.limit);
  });
});
