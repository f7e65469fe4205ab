// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../../../machines/constants';
import { connectHttp, http, request, UNAUTHORIZED_MESSAGE } from '../../../../src/lib/http/httpClient';

// A real HTTP server on loopback: each path answers with a fixed status and body.
let server: Server;
let base = '';
let lastRequest: IncomingMessage | null = null;

const answers: Record<string, [number, unknown]> = {
  '/ok': [200, { hello: 'world' }],
  '/expired': [401, { message: 'jwt expired' }],
  '/broken': [500, { message: 'Database is down' }],
  '/bare': [502, {}],
  '/refused': [400, { message: 'Email: Must be a valid email', errors: { email: 'Must be a valid email' } }],
  '/expired-old-token': [401, { message: 'jwt expired' }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    // The session signs in again while this request is under way.
    if (req.url === '/expired-old-token') hooks.token = 'new-token';
    const [status, body] = answers[req.url ?? ''] ?? [404, { message: 'nope' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hooks = { token: null as string | null, onUnauthorized: vi.fn(), notifyError: vi.fn() };
beforeEach(() => {
  hooks.token = null;
  hooks.onUnauthorized = vi.fn();
  hooks.notifyError = vi.fn();
  lastRequest = null;
  connectHttp({
    getToken: () => hooks.token,
    onUnauthorized: () => hooks.onUnauthorized(),
    notifyError: (message) => hooks.notifyError(message),
  });
});

describe('the HTTP client', () => {
  it('has the 30-second timeout and an empty base URL', () => {
    expect(http.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(http.defaults.baseURL).toBe('');
  });

  it('resolves to the response body', async () => {
    await expect(request({ url: `${base}/ok` })).resolves.toEqual({ hello: 'world' });
  });

  it('sends "Authorization: jwt <token>" when a token is stored, and nothing otherwise', async () => {
    await request({ url: `${base}/ok` });
    expect(lastRequest?.headers.authorization).toBeUndefined();
    hooks.token = 'abc.def';
    await request({ url: `${base}/ok` });
    expect(lastRequest?.headers.authorization).toBe('jwt abc.def');
  });

  it('on a 401 tells the session, toasts "Unauthorized" and rejects with status and message', async () => {
    await expect(request({ url: `${base}/expired` })).rejects.toEqual({
      status: 401,
      message: 'jwt expired',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notifyError).toHaveBeenCalledWith(UNAUTHORIZED_MESSAGE);
    expect(UNAUTHORIZED_MESSAGE).toBe('Unauthorized');
  });

  it('does not sign out a session whose token changed while the request was under way', async () => {
    hooks.token = 'old-token';
    await expect(request({ url: `${base}/expired-old-token` })).rejects.toEqual({
      status: 401,
      message: 'jwt expired',
    });
    expect(lastRequest?.headers.authorization).toBe('jwt old-token');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("toasts the server's message on another error", async () => {
    await expect(request({ url: `${base}/broken` })).rejects.toEqual({
      status: 500,
      message: 'Database is down',
    });
    expect(hooks.notifyError).toHaveBeenCalledWith('Database is down');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("falls back to the client's own message when the server gives none", async () => {
    await expect(request({ url: `${base}/bare` })).rejects.toEqual({
      status: 502,
      message: 'Request failed with status code 502',
    });
    expect(hooks.notifyError).toHaveBeenCalledWith('Request failed with status code 502');
  });

  it('shows no toast for a call that opts out', async () => {
    await expect(request({ url: `${base}/broken`, silent: true })).rejects.toEqual({
      status: 500,
      message: 'Database is down',
    });
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('keeps the per-field errors of a refused request', async () => {
    await expect(request({ url: `${base}/refused`, silent: true })).rejects.toEqual({
      status: 400,
      message: 'Email: Must be a valid email',
      errors: { email: 'Must be a valid email' },
    });
  });

  it('answers 404 with its status, so a page can tell "not found" from a failure', async () => {
    await expect(request({ url: `${base}/unknown`, silent: true })).rejects.toEqual({
      status: 404,
      message: 'nope',
    });
  });

  it('rejects with a message and no status when there is no response', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const rejection = await request({ url: `http://127.0.0.1:${port}/` }).catch((error: unknown) => error);
    expect(rejection).toEqual({ message: expect.stringMatching(/ECONNREFUSED|Network Error/) });
    expect(hooks.notifyError).toHaveBeenCalledWith((rejection as { message: string }).message);
  });
});
