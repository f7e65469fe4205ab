/**
 * Writes the OpenAPI document generated from contract/ to docs/openapi.json (npm run openapi; the
 * build runs it too). tests/contract/openapi.test.ts fails while the committed file differs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiText } from '../../contract/openapi';

const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../docs/openapi.json');

await mkdir(path.dirname(OPENAPI_FILE), { recursive: true });
await writeFile(OPENAPI_FILE, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
