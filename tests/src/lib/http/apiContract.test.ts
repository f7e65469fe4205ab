// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../../../contract/endpoints';
import {
  DEMO_FORM,
  DEMO_FORM_REFUSAL,
  EXAMPLE_PROFILE,
  EXAMPLE_SESSION,
  SEED_EMPLOYEES,
} from '../../../../contract/fixtures';
import { DEFAULT_SIGNUP_PLAN } from '../../../../contract/values';
import * as api from '../../../../src/lib/http/api';
import { type CallInput, callEndpoint } from '../../../../src/lib/http/apiCalls';
import { standInApi } from '../../../helpers/standInApi';

// The client's one `call` against a stand-in server that records each request and answers what the
// test says: every endpoint of the contract is reached with its method and path, its input as the
// contract's examples show it, and its answer checked with its success schema.

const standIn = standInApi();

/** The input the contract's examples give an endpoint. */
function exampleInput(endpoint: Endpoint) {
  const params = Object.fromEntries(
    Object.entries(endpoint.pathParams ?? {}).map(([name, param]) => [name, param.example]),
  );
  return {
    ...(endpoint.pathParams ? { params } : {}),
    ...(endpoint.queryExample ? { query: endpoint.queryExample } : {}),
    ...(endpoint.body ? { body: endpoint.body.example } : {}),
  } as CallInput<Endpoint>;
}

/** The URL the contract names, its parameters filled in and its query in the example's order. */
function expectedUrl(endpoint: Endpoint): string {
  let path: string = endpoint.path;
  for (const [name, param] of Object.entries(endpoint.pathParams ?? {})) {
    path = path.split(`{${name}}`).join(encodeURIComponent(param.example));
  }
  const query = new URLSearchParams(endpoint.queryExample).toString();
  return query ? `${path}?${query}` : path;
}

/** A URL with its query written one way: a comma may travel as `,` or `%2C` and means the same. */
function sameQueryWriting(url: string | undefined): string | undefined {
  if (url === undefined || !url.includes('?')) return url;
  const parsed = new URL(url, 'http://site.invalid');
  return `${parsed.pathname}?${new URLSearchParams(parsed.search).toString()}`;
}

describe('call, for every endpoint of the contract', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.operationId}: ${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      const [status, success] = Object.entries(endpoint.answers).find(([code]) => code.startsWith('2')) ?? [];
      if (!status || !success) throw new Error(`${endpoint.operationId} lists no success answer`);
      standIn.answer = [Number(status), success.example];
      const resolved = await callEndpoint(endpoint, exampleInput(endpoint));
      expect(standIn.seen.map((request) => ({ ...request, url: sameQueryWriting(request.url) }))).toEqual([
        { method: endpoint.method.toUpperCase(), url: expectedUrl(endpoint), body: endpoint.body?.example },
      ]);
      expect(resolved).toEqual(success.body.schema.parse(success.example));
    });
  }

  it('escapes a path parameter, so an id cannot reach another path', async () => {
    standIn.answer = [200, SEED_EMPLOYEES[0]];
    await api.call('employee', { params: { id: '../user/profile' } });
    expect(standIn.seen[0]?.url).toBe('/api/employees/..%2Fuser%2Fprofile');
  });
});

describe('the calls the flows make', () => {
  it('login reads a session with null names as empty names', async () => {
    standIn.answer = [200, { ...EXAMPLE_SESSION, firstname: null, lastname: null }];
    const session = await api.login({ email: EXAMPLE_SESSION.email, password: 'a long enough password' });
    expect(session).toMatchObject({ token: EXAMPLE_SESSION.token, firstname: '', lastname: '' });
  });

  it('register and Google sign-in send the default rel when the page gave none', async () => {
    standIn.answer = [201, EXAMPLE_SESSION];
    await api.register({
      email: 'a@example.com',
      password: 'long enough',
      signupCode: '123456',
      subscriptionPlan: DEFAULT_SIGNUP_PLAN,
      rel: '',
    });
    standIn.answer = [200, EXAMPLE_SESSION];
    await api.oauthLogin({ token: 'google-token' });
    expect(standIn.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/user/register?rel=aden',
      'POST /api/user/oauth/login?token=google-token&oauth_type=google&rel=aden',
    ]);
  });

  it('reads the profile, an employee and a form definition', async () => {
    standIn.answer = [200, EXAMPLE_PROFILE];
    await expect(api.fetchProfile()).resolves.toMatchObject(EXAMPLE_PROFILE);
    standIn.answer = [200, SEED_EMPLOYEES[0]];
    await expect(api.fetchEmployee(SEED_EMPLOYEES[0].id)).resolves.toEqual(SEED_EMPLOYEES[0]);
    standIn.answer = [200, DEMO_FORM];
    await expect(api.fetchOnlineForm(DEMO_FORM.id)).resolves.toEqual(DEMO_FORM);
  });

  it('rejects a refused submission with its status, message and per-field errors', async () => {
    standIn.answer = [400, DEMO_FORM_REFUSAL];
    await expect(api.submitOnlineForm(DEMO_FORM.id, {})).rejects.toEqual({
      status: 400,
      ...DEMO_FORM_REFUSAL,
    });
  });

  it('refuses an answer that breaks the contract, and rejects an unknown id with status 404', async () => {
    standIn.answer = [200, { ...SEED_EMPLOYEES[0], firstname: 7 }];
    await expect(api.fetchEmployee('broken')).rejects.toThrow('The server sent an unexpected answer.');
    standIn.answer = [404, { message: 'Employee not found' }];
    await expect(api.fetchEmployee('nobody')).rejects.toMatchObject({ status: 404 });
  });
});
