import { Hono } from 'hono';
import { openApiDocument } from '../../contract/openapi.ts';
import type { AppEnv } from '../auth/sessionAuth.ts';
import { docsPage } from '../openapi/docsPage.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/** The contract as OpenAPI (GET /api/openapi.json) and as a page to read (GET /api/docs). */
export function docsRoutes({ production }: { production: boolean }) {
  const document = openApiDocument({ production });
  const page = docsPage(document, OPENAPI_PATH);
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) => c.json(document));
  routes.get('/docs', (c) => c.html(page));
  return routes;
}
