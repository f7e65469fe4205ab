// A stop signal lets requests in flight finish, the
// process exits within its deadline, and `npm start` passes the signal on (no orphaned server).

import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSite } from './helpers/fakeSite';
import { postJson, STARTUP_TIMEOUT_MS, startServerProcess } from './helpers/serverProcess';

/**
 * A JSON POST whose body goes out in two halves: `finish` sends the second. `started` resolves when
 * the server has read the request's head (its "100 Continue"), so the request is surely in flight on
 * the server's side, not merely a connected socket whose bytes it has not read yet.
 */
function halfSentPost(url: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      Expect: '100-continue',
    },
  });
  const status = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error) => resolve(`failed: ${error.message}`));
  });
  const started = new Promise<void>((resolve) =>
    request.on('continue', () => {
      request.write(text.slice(0, half));
      resolve();
    }),
  );
  request.flushHeaders();
  return { started, status, finish: () => request.end(text.slice(half)) };
}

/** A connection on loopback, open; `outcome` is the status line of its answer, or why it failed. */
async function connected(port: number) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  const outcome = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error) => resolve(`failed: ${error.message}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, outcome };
}

describe('stopping the server', () => {
  let parent: string;
  let site: Awaited<ReturnType<typeof createFakeSite>>;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'aden-shutdown-'));
    site = await createFakeSite();
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
    await site?.remove();
  });

  // One data directory for the three servers, one after the other: PGlite's initdb runs once.
  const env = () => ({
    DATA_DIR: path.join(parent, 'data'),
    SITE_DIR: site.siteDir,
    RATE_LIMIT_SCALE: '100',
  });

  it(
    'on SIGTERM answers every request in flight, refuses new connections, and exits 0',
    async () => {
      const server = await startServerProcess({ ...env(), SCRYPT_COST: '1024' });
      const email = 'ada@example.com';
      await postJson(`${server.url}/api/user/send-verify-code`, { email, mode: 'aden-homepage' });
      const outbox = await (await fetch(`${server.url}/api/dev/outbox?email=${email}`)).json();
      const registered = await postJson(`${server.url}/api/user/register`, {
        email,
        password: 'a long enough password',
        signupCode: outbox.messages[0].code,
        subscriptionPlan: 'freeforever',
      });
      expect(registered.status).toBe(201);

      // Requests surely in flight: their bodies are half sent when the signal arrives.
      const inFlight = Array.from({ length: 6 }, (_, i) =>
        halfSentPost(`${server.url}/api/user/login`, {
          email: i < 3 ? email : `nobody${i}@example.com`,
          password: 'a long enough password',
        }),
      );
      await Promise.all(inFlight.map((request) => request.started));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const request of inFlight) request.finish();
      expect(await Promise.all(inFlight.map((request) => request.status))).toEqual([
        200, 200, 200, 400, 400, 400,
      ]);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).toContain('[server] SIGTERM: finishing requests in flight');
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS * 2,
  );

  it(
    'cuts a connection that never completes its request once the deadline passes',
    async () => {
      const server = await startServerProcess({ ...env(), SHUTDOWN_TIMEOUT_MS: '1500' });
      const { port } = new URL(server.url);
      // A client that started a request and went quiet: nothing to finish, nothing idle to close.
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      socket.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(server.output()).toContain('still busy after 1500 ms');
      socket.destroy();
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    '`npm start` passes SIGTERM to the server: both exit, nothing keeps answering',
    async () => {
      const server = await startServerProcess({ ...env(), SCRYPT_COST: '1024' }, ['npm', 'start']);
      server.child.kill('SIGTERM');
      await server.exited;
      expect(server.output()).toContain('[server] SIGTERM: finishing requests in flight');
      // An orphaned server would still be listening.
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    '`npm start` killed with SIGKILL leaves no server behind holding the port and the database',
    async () => {
      const server = await startServerProcess({ ...env(), SCRYPT_COST: '1024' }, ['npm', 'start']);
      server.child.kill('SIGKILL');
      await server.exited;
      const deadline = Date.now() + 10_000;
      let answering = true;
      while (answering && Date.now() < deadline) {
        answering = await fetch(`${server.url}/api/health`).then(
          () => true,
          () => false,
        );
        if (answering) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answering).toBe(false);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'connections accepted just before SIGTERM get their requests answered, none is reset',
    async () => {
      const server = await startServerProcess({ ...env(), SCRYPT_COST: '1024' });
      const { port } = new URL(server.url);
      // Connected, request not sent yet: to the server these look idle, and must not be cut as idle.
      const fresh = await Promise.all(Array.from({ length: 20 }, () => connected(Number(port))));
      // Connected with a login sent at the moment of the signal: in flight, maybe not read yet.
      const logins = await Promise.all(Array.from({ length: 10 }, () => connected(Number(port))));
      logins.forEach(({ socket }, i) => {
        const body = JSON.stringify({ email: `x${i}@example.com`, password: 'wrong password' });
        socket.write(
          `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        );
      });
      server.child.kill('SIGTERM');
      while (!server.output().includes('[server] SIGTERM: finishing requests in flight')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const { socket } of fresh) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await Promise.all(fresh.map(({ outcome }) => outcome))).toEqual(
        Array.from({ length: 20 }, () => 'HTTP/1.1 200 OK'),
      );
      expect(await Promise.all(logins.map(({ outcome }) => outcome))).toEqual(
        Array.from({ length: 10 }, () => 'HTTP/1.1 400 Bad Request'),
      );
      expect(await server.exited).toBe(0);
    },
    STARTUP_TIMEOUT_MS,
  );
});
