// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/http/api';
import { http } from '../../../src/lib/http/httpClient';
import {
  sampleAuthResponse,
  sampleEmployee,
  sampleFormDefinition,
  sampleProfile,
  sampleSubmissionRejection,
} from '../../helpers/contractSamples';

// The client's typed calls parse the same samples as the server suite, with the same contract/ schemas.
const answers: Record<string, [number, unknown]> = {
  '/api/user/login': [200, sampleAuthResponse],
  '/api/user/profile': [200, sampleProfile],
  '/api/employees/maya-chen': [200, sampleEmployee],
  '/api/forms/vendor-onboarding': [200, sampleFormDefinition],
  '/api/forms/vendor-onboarding/submissions': [400, sampleSubmissionRejection],
  '/api/employees/broken': [200, { ...sampleEmployee, firstname: 7 }],
};

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [404, { message: 'Not found' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  http.defaults.baseURL = '';
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the API contract, client side', () => {
  it('reads the auth response sample, null names as empty', async () => {
    const response = await api.login({ email: 'ada@example.com', password: 'a long enough password' });
    expect(response).toMatchObject({ token: sampleAuthResponse.token, id: 42, firstname: '', lastname: '' });
  });

  it('reads the profile, employee and form definition samples', async () => {
    await expect(api.fetchProfile()).resolves.toMatchObject(sampleProfile);
    await expect(api.fetchEmployee('maya-chen')).resolves.toEqual(sampleEmployee);
    await expect(api.fetchOnlineForm('vendor-onboarding')).resolves.toEqual(sampleFormDefinition);
  });

  it('rejects a refused submission with its status, message and per-field errors', async () => {
    await expect(api.submitOnlineForm('vendor-onboarding', {})).rejects.toEqual({
      status: 400,
      ...sampleSubmissionRejection,
    });
  });

  it('refuses an answer that breaks the contract, and rejects an unknown id with status 404', async () => {
    await expect(api.fetchEmployee('broken')).rejects.toThrow('The server sent an unexpected answer.');
    await expect(api.fetchEmployee('nobody')).rejects.toMatchObject({ status: 404 });
  });
});
