import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { http } from '../../src/lib/http/httpClient';

/** A request the stand-in received. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stand-in API on loopback for the calling file's tests, with the site's HTTP client pointed at it:
 * it records each request in `seen` and answers `answer` (status, JSON body); both start afresh for
 * each test.
 */
export function standInApi(): { seen: SeenRequest[]; answer: [number, unknown] } {
  const state = { seen: [] as SeenRequest[], answer: [200, {}] as [number, unknown] };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        const body = text ? JSON.parse(text) : undefined;
        state.seen.push({ method: req.method ?? '', url: req.url ?? '', body });
        res.writeHead(state.answer[0], { 'content-type': 'application/json' });
        res.end(JSON.stringify(state.answer[1]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    http.defaults.baseURL = '';
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    state.seen = [];
    state.answer = [200, {}];
  });
  return state;
}
