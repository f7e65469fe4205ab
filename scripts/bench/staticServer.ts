/**
 * A small static server for the floor app: files from one folder, compressed
 * as the reference server compresses them (brotli when the browser accepts it, else gzip), with an
 * SPA fallback to index.html. Like the reference server it never compresses while answering: each
 * file is compressed once (the build's `.br`/`.gz` siblings when there are some), the first folder's
 * files before it listens. Compressing a page at brotli's highest quality takes 100–300 ms on a shared
 * machine, which Lighthouse would read as the server's latency and add to every request of the copy.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

const typeOf = (file: string) => getMimeType(file) ?? 'application/octet-stream';
const compressible = (file: string) => /text|javascript|json|svg/.test(typeOf(file));

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

type Encoding = 'br' | 'gzip';
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const compress: Record<Encoding, (body: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };

/** Each file's compressed forms, made once per server. */
function compressedFiles() {
  const forms = new Map<string, Buffer>();
  return (file: string, encoding: Encoding): Buffer => {
    const key = `${encoding} ${file}`;
    let bytes = forms.get(key);
    if (!bytes) {
      const sibling = file + SIBLING[encoding];
      bytes = existsSync(sibling) ? readFileSync(sibling) : compress[encoding](readFileSync(file));
      forms.set(key, bytes);
    }
    return bytes;
  };
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(folder, relative))
    .filter((file) => statSync(file).isFile());

export function serveFolders(folders: string[], port: number): Promise<Server> {
  const roots = folders.map((folder) => path.resolve(folder));
  const compressed = compressedFiles();
  for (const file of roots[0] ? filesUnder(roots[0]) : [])
    if (compressible(file)) for (const encoding of ['br', 'gzip'] as const) compressed(file, encoding);
  const server = createServer((request, response) => {
    const file = resolveFile(roots, request.url ?? '/');
    const type = typeOf(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    const encoding: Encoding | undefined = !compressible(file)
      ? undefined
      : accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : undefined;
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(encoding ? compressed(file, encoding) : readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
