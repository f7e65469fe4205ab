import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/endpoints';
import { createTestServer, type TestServer } from './helpers/testServer';

// The OpenAPI document is generated from contract/endpoints.ts; a route the server answers but the
// contract does not list would be missing from the document without anyone noticing.

/** The document describes itself by being served: its two pages are not operations in it. */
const SELF_DESCRIBING = ['/api/openapi.json', '/api/docs'];

describe('the API routes and the contract', () => {
  let server: TestServer;
  let routes: string[];
  beforeAll(async () => {
    server = await createTestServer();
    routes = [
      ...new Set(
        server.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
          .filter((route) => !SELF_DESCRIBING.includes(route.path))
          .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      ),
    ].sort();
  });

  it('documents every route the server answers, and no route it does not', () => {
    const documented = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(routes).toEqual(documented);
  });
});
