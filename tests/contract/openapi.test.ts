import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiText } from '../../contract/openapi';

// docs/openapi.json is what contract/ generates, byte for byte (tests/server/openapi/openapi.test.ts
// checks the document itself and the reference server against it).

describe('docs/openapi.json', () => {
  it('is committed as generated: run "npm run openapi" after changing contract/', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8');
    expect(committed).toBe(openApiText());
  });
});
