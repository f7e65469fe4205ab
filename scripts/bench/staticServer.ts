/**
 * A small static server for the floor app and the no-script copies: files from one folder, compressed
 * as the reference server compresses them (brotli when the browser accepts it, else gzip), with an
 * SPA fallback to index.html.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The first folder that has the file (or its index.html) wins; else the first folder's index.html. */
function resolveFile(folders: string[], urlPath: string): string {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
  for (const folder of folders) {
    const candidate = path.join(folder, clean);
    if (!candidate.startsWith(folder)) continue;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const index = path.join(candidate, 'index.html');
    if (existsSync(index)) return index;
  }
  return path.join(folders[0] ?? '.', 'index.html');
}

export function serveFolders(folders: string[], port: number): Promise<Server> {
  const roots = folders.map((folder) => path.resolve(folder));
  const server = createServer((request, response) => {
    const file = resolveFile(roots, request.url ?? '/');
    const body = readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const compressible = /text|javascript|json|svg/.test(type);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    let payload: Buffer = body;
    if (compressible && accepts.includes('br')) {
      payload = brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    } else if (compressible && accepts.includes('gzip')) {
      payload = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers);
    response.end(payload);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
