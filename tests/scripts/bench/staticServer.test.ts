import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { serveFolders } from '../../../scripts/bench/staticServer';

/** The raw answer: its encoding and its bytes, as the browser receives them before decoding. */
const fetchRaw = (port: number, urlPath: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });

describe('the bench static server', () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('compresses the first folder before it listens and never while answering', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
    mkdirSync(path.join(folder, 'pricing'));
    const page = path.join(folder, 'pricing', 'index.html');
    writeFileSync(page, '<p>Plans</p>');
    const server = await serveFolders([folder], 0);
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    // Changed on disk after the server started: an answer compressed on request would show it.
    writeFileSync(page, '<p>Changed</p>');

    const brotli = await fetchRaw(port, '/pricing', 'gzip, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('<p>Plans</p>');
    const gzip = await fetchRaw(port, '/pricing/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('<p>Plans</p>');
  });
});
