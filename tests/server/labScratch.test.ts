import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_REFUSALS } from '../../contract/answers';
import { LAB_SCRATCH_PATH } from '../../contract/values';
import { createApp } from '../../server/app';
import { silentLogger } from '../../server/config/logger';
import { createLabScratch, type LabScratch, servesLabScratch } from '../../server/labScratch';
import { DevOutbox } from '../../server/mail/outbox';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from './helpers/databases';
import { FakeClock, TEST_JWT_SECRET, testConfig } from './helpers/testServer';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const sendCode = (email: string) => json({ email, mode: 'aden-homepage', rId: null });

describe('which servers mount the lab scratch server', () => {
  let withLab: string;
  let withoutLab: string;
  beforeAll(async () => {
    withLab = await mkdtemp(path.join(tmpdir(), 'aden-lab-site-'));
    await mkdir(path.join(withLab, 'flows'));
    await writeFile(path.join(withLab, 'flows', 'index.html'), '<!doctype html><title>Flow lab</title>');
    withoutLab = await mkdtemp(path.join(tmpdir(), 'aden-site-'));
    await writeFile(path.join(withoutLab, 'index.html'), '<!doctype html><title>Aden</title>');
  });
  afterAll(async () => {
    await rm(withLab, { recursive: true, force: true });
    await rm(withoutLab, { recursive: true, force: true });
  });

  it('a development server whose site has the lab does; one without the lab does not', () => {
    expect(servesLabScratch({ production: false, siteDir: withLab })).toBe(true);
    expect(servesLabScratch({ production: false, siteDir: withoutLab })).toBe(false);
  });

  it('a production server does not, even when the site it serves has the lab', () => {
    expect(servesLabScratch({ production: true, siteDir: withLab })).toBe(false);
    expect(() => createLabScratch(testConfig({ production: true }), silentLogger)).toThrow(
      'A production server never mounts the lab scratch server',
    );
  });

  const appWith = (production: boolean, seen: string[]) =>
    createApp({
      db: undefined as never,
      config: testConfig({ production, smtpUrl: production ? 'smtp://127.0.0.1:9' : undefined }),
      clock: new FakeClock(),
      logger: silentLogger,
      outbox: new DevOutbox(silentLogger, !production),
      jwtSecret: TEST_JWT_SECRET,
      serveSite: false,
      labScratch: async (request) => {
        seen.push(new URL(request.url).pathname);
        return new Response('the scratch server', { status: 200 });
      },
    });

  it('a production app given a scratch server never passes it a request', async () => {
    const seen: string[] = [];
    const answer = await appWith(true, seen).request(`${LAB_SCRATCH_PATH}/api/health`);
    expect(answer.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('a development app passes it the requests under its path, without the prefix', async () => {
    const seen: string[] = [];
    const answer = await appWith(false, seen).request(`${LAB_SCRATCH_PATH}/api/health`);
    expect(await answer.text()).toBe('the scratch server');
    expect(seen).toEqual(['/api/health']);
  });
});

describe('the lab scratch server', () => {
  let site: OpenedDatabase;
  let scratch: LabScratch;
  let app: ReturnType<typeof createApp>;
  const siteOutbox = new DevOutbox(silentLogger, true);
  beforeAll(async () => {
    const database = testDatabases()[0];
    if (!database) throw new Error('no test database');
    site = await database.open();
    scratch = createLabScratch(testConfig(), silentLogger);
    app = createApp({
      db: site.db,
      config: testConfig(),
      clock: new FakeClock(),
      logger: silentLogger,
      outbox: siteOutbox,
      jwtSecret: TEST_JWT_SECRET,
      serveSite: false,
      labScratch: scratch.fetch,
    });
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await scratch?.close();
    await site?.close();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('answers at its root that it is here', async () => {
    const idle = createLabScratch(testConfig(), silentLogger);
    const answer = await idle.fetch(new Request('http://localhost/'));
    expect(await answer.json()).toEqual({ labScratch: true });
    await idle.close();
  });

  it(
    'answers sign-up as the server does, on a database and an outbox of its own',
    async () => {
      const email = 'lab-tester@example.com';
      const scratchApi = `${LAB_SCRATCH_PATH}/api`;
      expect((await app.request(`${scratchApi}/user/send-verify-code`, sendCode(email))).status).toBe(200);

      const again = await app.request(`${scratchApi}/user/send-verify-code`, sendCode(email));
      expect(again.status).toBe(429);
      const { message } = (await again.json()) as { message: string };
      expect(message).toMatch(/^Please wait \d+ seconds before requesting another code$/);
      const seconds = Number(/\d+/.exec(message)?.[0]);
      expect(message).toBe(SIGNUP_REFUSALS.resendWait(seconds));

      const outbox = await app.request(`${scratchApi}/dev/outbox?email=${email}`);
      const { messages } = (await outbox.json()) as { messages: { code?: string }[] };
      const code = messages[0]?.code;
      expect(code).toMatch(/^\d{6}$/);
      expect(siteOutbox.list(email)).toEqual([]);

      const registered = await app.request(
        `${scratchApi}/user/register?rel=aden`,
        json({
          email,
          password: 'a long enough password',
          signupCode: code,
          subscriptionPlan: 'freeforever',
        }),
      );
      expect(registered.status).toBe(201);
      const taken = await app.request(`${scratchApi}/user/send-verify-code`, sendCode(email));
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({ message: SIGNUP_REFUSALS.emailTaken });

      // The account is the scratch server's only: the site's own API does not know it.
      const login = await app.request('/api/user/login', json({ email, password: 'a long enough password' }));
      expect(login.status).toBe(400);
      const count = await site.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
      expect(count.rows[0]).toEqual({ n: 0 });
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );
});
