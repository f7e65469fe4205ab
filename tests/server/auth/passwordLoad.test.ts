import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { DEFAULT_HASH_CONCURRENCY, DEFAULT_SCRYPT_COST } from '../../../server/config/serverConfig';
import { insertUser } from '../../../server/db/users';
import { LOGIN_FAILURE_LIMIT } from '../../../server/routes/userRoutes';
import { listen } from '../../../server/server';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  type OpenedDatabase,
  type TestDatabase,
  testDatabases,
} from '../helpers/databases';
import { createTestServer } from '../helpers/testServer';

const LOGINS = 40;
const PASSWORD = 'a long enough password';

/** Milliseconds one GET takes over the socket, body read. */
async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

// The load itself is the subject, not the database: PGlite only, on loopback, bounded to 40 logins.
describe('password hashing under load', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await (testDatabases()[0] as TestDatabase).open();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => opened?.close());

  it('answers /api/ready within 200 ms and the profile within 250 ms while 40 logins hash', async () => {
    await opened.reset();
    const server = createTestServer(opened.db, {
      // Every login waits its turn (none is told to come back), so all forty hash meanwhile.
      config: {
        scryptCost: DEFAULT_SCRYPT_COST,
        passwordHashConcurrency: DEFAULT_HASH_CONCURRENCY,
        passwordHashMaxWaitMs: Number.POSITIVE_INFINITY,
      },
    });
    const { token } = await server.signUp('ada@example.com', PASSWORD);
    // Forty accounts (one e-mail would lock after 5 attempts), hashed once at production cost.
    const passwordHash = await hashPassword(PASSWORD, DEFAULT_SCRYPT_COST);
    const emails = Array.from({ length: LOGINS }, (_, i) => `user${i}@example.com`);
    for (const email of emails) {
      await insertUser(opened.db, {
        email,
        passwordHash,
        firstname: '',
        lastname: '',
        avatar: null,
        googleSub: null,
        rel: 'aden',
        rId: null,
        subscriptionPlan: 'freeforever',
        createdAt: server.clock.now(),
      });
    }
    const listening = await listen(server.app.fetch, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${listening.port}`;
    try {
      let answered = 0;
      const logins = emails.map((email) =>
        fetch(`${base}/api/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
          body: JSON.stringify({ email, password: PASSWORD }),
        }).then((answer) => {
          answered += 1;
          return answer.status;
        }),
      );
      // Measured once the first login has answered: the others are then hashing or waiting for a
      // turn (PGlite runs one query at a time, so the logins' first queries are behind us by then).
      await Promise.race(logins);
      const ready: number[] = [];
      const profile: number[] = [];
      for (let i = 0; i < 8; i++) {
        ready.push(await timed(`${base}/api/ready`, { 'Accept-Encoding': 'gzip' }));
        profile.push(
          await timed(`${base}/api/user/profile`, {
            'Accept-Encoding': 'gzip',
            Authorization: `jwt ${token}`,
          }),
        );
      }
      // Every figure was taken while logins were still hashing or waiting for their turn.
      expect(answered).toBeLessThan(LOGINS);
      const statuses = await Promise.all(logins);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LOGINS);
      expect(Math.max(...ready)).toBeLessThan(200);
      expect(Math.max(...profile)).toBeLessThan(250);
    } finally {
      await listening.close();
    }
  }, 120_000);

  it('refuses logins beyond the queue with 503 and Retry-After, without counting them as failures', async () => {
    await opened.reset();
    const server = createTestServer(opened.db, {
      config: { passwordHashConcurrency: 1, passwordHashQueue: 1 },
    });
    await server.signUp('ada@example.com', PASSWORD);
    const login = () =>
      server.call('POST', '/api/user/login', {
        json: { email: 'ada@example.com', password: 'a wrong password!' },
      });
    const answers = await Promise.all(Array.from({ length: LOGIN_FAILURE_LIMIT }, login));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({
        message: 'The server is busy checking passwords; try again in a few seconds',
      });
    }
    expect(answers.filter((answer) => answer.status === 400).length + busy.length).toBe(LOGIN_FAILURE_LIMIT);
    // Counted, the refused attempts would have used up the limit: this login would answer 429.
    const right = await server.call('POST', '/api/user/login', {
      json: { email: 'ada@example.com', password: PASSWORD },
    });
    expect(right.status).toBe(200);
  });
});
