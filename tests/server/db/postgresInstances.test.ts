// With real processes: two server instances on one PostgreSQL share their
// limits, and a PostgreSQL outage gives 503s that end by themselves when the database returns.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import { LOGIN_FAILURE_LIMIT } from '../../../server/routes/userRoutes';
import { createFakeSite } from '../helpers/fakeSite';
import {
  freePort,
  launch,
  postJson,
  type ServerProcess,
  STARTUP_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
} from '../helpers/serverProcess';
import {
  createThrowawayPostgres,
  postgresBinaries,
  type ThrowawayPostgres,
} from '../helpers/throwawayPostgres';

const bin = postgresBinaries();

describe('a PostgreSQL that accepts connections and never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let port: number;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it(
    'fails start-up after the connection timeout with a message, instead of hanging',
    async () => {
      const site = await createFakeSite();
      try {
        const started = Date.now();
        const server = launch({
          DATABASE_URL: `postgres://aden@127.0.0.1:${port}/aden`,
          DB_CONNECT_TIMEOUT_MS: '1000',
          JWT_SECRET: 'j'.repeat(40),
          SITE_DIR: site.siteDir,
          PORT: String(await freePort()),
        });
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain('[start] The database is unavailable');
        expect(Date.now() - started).toBeLessThan(30_000);
      } finally {
        await site.remove();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});

describe.skipIf(!bin)(
  `server instances on a PostgreSQL of their own${bin ? '' : ' (skipped: no PostgreSQL binaries in /usr/lib/postgresql)'}`,
  () => {
    let postgres: ThrowawayPostgres;
    let site: Awaited<ReturnType<typeof createFakeSite>>;
    let one: ServerProcess;
    let two: ServerProcess;
    beforeAll(async () => {
      postgres = await createThrowawayPostgres(bin as string);
      site = await createFakeSite();
      const env = {
        DATABASE_URL: postgres.url,
        // Shared by every instance, as behind a load balancer.
        JWT_SECRET: 'instances-test-secret-0123456789abcdef',
        SITE_DIR: site.siteDir,
        SCRYPT_COST: '1024',
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '2000',
      };
      [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, STARTUP_TIMEOUT_MS * 2);
    afterAll(async () => {
      for (const server of [one, two]) if (server) await stopServerProcess(server);
      await postgres?.remove();
      await site?.remove();
    }, STARTUP_TIMEOUT_MS);

    it('an account locked on one instance is locked on the other; client limits add up across both', async () => {
      const email = 'ada@example.com';
      expect(
        (await postJson(`${one.url}/api/user/send-verify-code`, { email, mode: 'aden-homepage' })).status,
      ).toBe(200);
      const outbox = await (await fetch(`${one.url}/api/dev/outbox?email=${email}`)).json();
      const registered = await postJson(`${two.url}/api/user/register`, {
        email,
        password: 'the right password',
        signupCode: outbox.messages[0].code,
        subscriptionPlan: 'freeforever',
      });
      expect(registered.status).toBe(201);

      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        const instance = i % 2 === 0 ? one : two;
        expect((await postJson(`${instance.url}/api/user/login`, { email, password: 'wrong' })).status).toBe(
          400,
        );
      }
      for (const instance of [one, two]) {
        const locked = await postJson(`${instance.url}/api/user/login`, {
          email,
          password: 'the right password',
        });
        expect(locked.status).toBe(429);
        expect(locked.headers.get('Retry-After')).toBeTruthy();
      }

      // Codes to strangers: one client's budget, spent across both instances (one sent above).
      const statuses: number[] = [];
      for (let i = 0; i < CLIENT_LIMITS.sendCode.limit + 2; i++) {
        const instance = i % 2 === 0 ? two : one;
        const response = await postJson(`${instance.url}/api/user/send-verify-code`, {
          email: `stranger${i}@example.com`,
          mode: 'aden-homepage',
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(CLIENT_LIMITS.sendCode.limit - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    });

    it("counts the visitors' steps sent through both instances at once exactly: N through each, 2N counted", async () => {
      const step = {
        flow: 'signup',
        from: 'signup.start',
        event: 'xstate.always',
        to: 'signup.step1',
        ms: 100,
      };
      const batches = 10;
      const perBatch = 50;
      const sent = await Promise.all(
        Array.from({ length: 2 * batches }, (_, i) =>
          postJson(`${(i % 2 === 0 ? one : two).url}/api/flow-events`, {
            visit: `instances-visit-${String(i).padStart(4, '0')}`,
            events: Array.from({ length: perBatch }, () => step),
          }),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual(sent.map(() => 201));
      const db = await openPostgres(postgres.url);
      try {
        const { rows } = await db.query<{ count: string; ended: string }>(
          `SELECT (SELECT sum(count) FROM flow_transition_days)::text AS count,
                  (SELECT sum(count) FROM flow_end_days)::text AS ended`,
        );
        expect(rows[0]).toEqual({ count: String(2 * batches * perBatch), ended: String(2 * batches) });
      } finally {
        await db.close();
      }
    });

    it(
      'PostgreSQL stopped under traffic gives 503 with Retry-After, and 200s once it is back, without a restart',
      async () => {
        const form = () =>
          fetch(`${one.url}/api/forms/demo`).then(async (r) => ({
            status: r.status,
            retry: r.headers.get('Retry-After'),
          }));
        expect((await form()).status).toBe(200);
        // Traffic keeps flowing while the database goes away.
        let stop = false;
        const seen: Array<{ status: number; retry: string | null }> = [];
        const traffic = (async () => {
          while (!stop) {
            seen.push(await form());
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })();
        await postgres.stop();
        const during = await form();
        expect(during.status).toBe(503);
        expect(Number(during.retry)).toBeGreaterThan(0);
        expect((await fetch(`${one.url}/api/ready`)).status).toBe(503);
        expect((await fetch(`${one.url}/api/health`)).status).toBe(200);
        const login = await postJson(`${two.url}/api/user/login`, { email: 'x@example.com', password: 'p' });
        expect(login.status).toBe(503);

        await postgres.start();
        const deadline = Date.now() + 30_000;
        let back = await form();
        while (back.status !== 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          back = await form();
        }
        stop = true;
        await traffic;
        expect(back.status).toBe(200);
        expect((await fetch(`${one.url}/api/ready`)).status).toBe(200);
        expect((await fetch(`${two.url}/api/forms/demo`)).status).toBe(200);
        expect(seen.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
        expect(seen.some((answer) => answer.status === 503)).toBe(true);
      },
      STARTUP_TIMEOUT_MS,
    );

    it('a statement that runs past the statement timeout ends as DatabaseUnavailable, not a hang', async () => {
      const db = await openPostgres(postgres.url, { statementTimeoutMs: 300, poolMax: 1 });
      try {
        await expect(db.query('SELECT pg_sleep(5)')).rejects.toBeInstanceOf(DatabaseUnavailable);
        expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
      } finally {
        await db.close();
      }
    });
  },
);
