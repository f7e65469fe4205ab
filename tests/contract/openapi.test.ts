import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { openApiDocument, openApiText } from '../../contract/openapi';

// docs/openapi.json is what contract/ generates, byte for byte (tests/server/openapi/openapi.test.ts
// checks the document itself and the reference server against it).

describe('docs/openapi.json', () => {
  it('is committed as generated: run "npm run openapi" after changing contract/', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8');
    expect(committed).toBe(openApiText());
  });
});

describe('the development document', () => {
  it('lists the development-only endpoints, each saying it is served only in development', () => {
    const { path: outbox, method, description } = endpoints.devOutbox;
    const paths = (production: boolean) =>
      openApiDocument({ production }).paths as Record<string, Record<string, { description: string }>>;
    expect(paths(false)[outbox]?.[method]?.description).toBe(
      `${description} Served, and listed here, only in development.`,
    );
    expect(paths(true)).not.toHaveProperty(outbox);
  });
});
