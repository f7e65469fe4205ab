import { expect, it } from 'vitest';
import { MAX_STEPS_PER_BATCH } from '../../../contract/flowEvents';
import type { Database } from '../../../server/db/database';
import { purgeFlowSteps } from '../../../server/db/flowSteps';
import { CLIENT_LIMITS } from '../../../server/http/clientLimits';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';
import { createTestServer, type TestServer } from '../helpers/testServer';

const EVENTS = '/api/flow-events';
const STATS = '/api/flow-stats';
const STAFF = 'staff@aden.example';
const DAY_MS = 86_400_000;

/** A step of the sign-up flow, its states named inside the flow. */
const step = (from: string, event: string, to: string, ms = 0) => ({
  flow: 'signup',
  from: `signup.${from}`,
  event,
  to: `signup.${to}`,
  ms,
});
const opened = step('start', 'xstate.always', 'step1');
const sendCode = step('step1.codeRequest.idle', 'signup.code.send', 'step1.codeRequest.sending');
const codeSent = step(
  'step1.codeRequest.sending',
  'xstate.done.actor.sendVerifyCode',
  'step1.countdown.running',
);
const checkCode = (ms: number) =>
  step('step1.codeCheck.idle', 'signup.continue', 'step1.codeCheck.checking', ms);
const codeRight = step('step1.codeCheck.checking', 'xstate.done.actor.checkVerifyCode', 'step2');
const codeWrong = step(
  'step1.codeCheck.checking',
  'xstate.error.actor.checkVerifyCode',
  'step1.codeCheck.idle',
);
const submit = step('step2.editing', 'signup.submit', 'step2.registering');
const registered = step('step2.registering', 'xstate.done.actor.register', 'done');

let visits = 0;
const newVisit = () => `visit-${String(++visits).padStart(10, '0')}`;

async function send(server: TestServer, visit: string, events: unknown[]) {
  const response = await server.call('POST', EVENTS, { json: { visit, events } });
  expect(response.status, response.text).toBe(201);
}

async function storedRows(ctx: { db: Database }) {
  const counts = await ctx.db.query(
    `SELECT (SELECT count(*) FROM flow_visits)::int AS visits, (SELECT count(*) FROM flow_way_days)::int AS ways, (SELECT count(*) FROM flow_transition_days)::int AS transitions,
            (SELECT count(*) FROM flow_time_days)::int AS times, (SELECT count(*) FROM flow_end_days)::int AS ends`,
  );
  return counts.rows[0];
}

describeOnEachDatabase(
  'visitors’ steps',
  () => ({ config: { staffEmails: [STAFF] } }),
  (ctx) => {
    const staffToken = async () => (await ctx.server.signUp(STAFF)).token;
    const stats = async (query: string, token?: string) =>
      ctx.server.call('GET', `${STATS}?${query}`, token ? { token } : {});

    it('stores a valid batch and counts each transition exactly', async () => {
      const response = await ctx.server.call('POST', EVENTS, {
        json: { visit: newVisit(), events: [opened, sendCode, codeSent] },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ stored: 3 });
      for (let i = 0; i < 6; i++) await send(ctx.server, newVisit(), [opened, sendCode]);
      const answer = await stats('flow=signup&days=7', await staffToken());
      expect(answer.status).toBe(200);
      const count = (from: string) =>
        answer.body.transitions.find((t: { from: string }) => t.from === from)?.count;
      expect(count('signup.start')).toBe(7);
      expect(count('signup.step1.codeRequest.idle')).toBe(7);
      expect(count('signup.step1.codeRequest.sending')).toEqual({ fewerThan: 5 });
      const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM flow_visits');
      expect(rows[0]).toEqual({ n: 7 });
    });

    const forged: [string, unknown, number, string][] = [
      [
        'an unknown flow',
        { visit: 'v'.repeat(16), events: [{ ...opened, flow: 'payroll' }] },
        400,
        'events[0].flow: no flow is called "payroll"',
      ],
      [
        'an unknown state',
        { visit: 'v'.repeat(16), events: [{ ...opened, to: 'signup.paid' }] },
        400,
        'events[0].to: the sign-up flow has no state "signup.paid"',
      ],
      [
        'an unknown event',
        { visit: 'v'.repeat(16), events: [{ ...opened, event: 'signup.skip' }] },
        400,
        'events[0].event: the sign-up flow has no event "signup.skip"',
      ],
      [
        'an impossible transition',
        { visit: 'v'.repeat(16), events: [opened, { ...codeRight, to: 'signup.done' }] },
        400,
        'events[1].to: the sign-up flow cannot go from signup.step1.codeCheck.checking on xstate.done.actor.checkVerifyCode to signup.done',
      ],
      [
        'a negative time',
        { visit: 'v'.repeat(16), events: [{ ...opened, ms: -100 }] },
        400,
        'The time in the state must not be negative',
      ],
      [
        'a time over 30 minutes',
        { visit: 'v'.repeat(16), events: [{ ...opened, ms: 1_800_100 }] },
        400,
        'The time in the state must be at most 1800000 ms (30 minutes)',
      ],
      [
        'a fractional time',
        { visit: 'v'.repeat(16), events: [{ ...opened, ms: 100.5 }] },
        400,
        'The time in the state must be whole milliseconds',
      ],
      [
        'an unrounded time',
        { visit: 'v'.repeat(16), events: [{ ...opened, ms: 1234 }] },
        400,
        'The time in the state must be rounded to 100 ms',
      ],
      [
        'a time as text',
        { visit: 'v'.repeat(16), events: [{ ...opened, ms: '100' }] },
        400,
        'events.0.ms: Invalid input: expected number, received string',
      ],
      [
        'steps as an object',
        { visit: 'v'.repeat(16), events: { 0: opened } },
        400,
        'events: Invalid input: expected array, received object',
      ],
      [
        'a field the contract has not',
        { visit: 'v'.repeat(16), events: [{ ...opened, email: 'ada@example.com' }] },
        400,
        'Unrecognized key: "email"',
      ],
      [
        'a visit id that is too short',
        { visit: 'short', events: [opened] },
        400,
        'The visit must be 16 to 32 letters, digits, - or _',
      ],
      ['no steps', { visit: 'v'.repeat(16), events: [] }, 400, 'A batch holds at least one step'],
      [
        `${MAX_STEPS_PER_BATCH + 1} steps`,
        { visit: 'v'.repeat(16), events: Array.from({ length: MAX_STEPS_PER_BATCH + 1 }, () => opened) },
        413,
        `A batch holds at most ${MAX_STEPS_PER_BATCH} steps`,
      ],
      [
        '10,000 steps',
        { visit: 'v'.repeat(16), events: Array.from({ length: 10_000 }, () => opened) },
        413,
        'The request body is larger than 64 KB',
      ],
    ];

    it.each(forged)('refuses %s and stores nothing', async (_, json, status, message) => {
      const response = await ctx.server.call('POST', EVENTS, { json });
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect(await storedRows(ctx)).toEqual({ visits: 0, ways: 0, transitions: 0, times: 0, ends: 0 });
    });

    it('refuses a key given twice and stores nothing', async () => {
      const valid = JSON.stringify(opened);
      const body = `{"visit":"${'v'.repeat(16)}","events":[${valid},{"flow":"signup","flow":"payroll",${valid.slice(1)}]}`;
      const response = await ctx.server.call('POST', EVENTS, {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('events.1.flow: The key is given twice');
      expect(await storedRows(ctx)).toEqual({ visits: 0, ways: 0, transitions: 0, times: 0, ends: 0 });
    });

    it('counts where visitors stop, their times and funnels as worked out by hand', async () => {
      for (let i = 0; i < 5; i++) {
        // Signed up: the code right at the first try, after 1 s.
        await send(ctx.server, newVisit(), [
          opened,
          sendCode,
          codeSent,
          checkCode(1000),
          codeRight,
          submit,
          registered,
        ]);
        // Gave up waiting for the code.
        await send(ctx.server, newVisit(), [opened, sendCode, codeSent]);
        // Typed a wrong code after 3 s and left.
        await send(ctx.server, newVisit(), [opened, sendCode, codeSent, checkCode(3000), codeWrong]);
        // A wrong code after 10 s, then, in a later batch, the right one after 0.1 s: stopped at the form.
        const visit = newVisit();
        await send(ctx.server, visit, [opened, sendCode, codeSent, checkCode(10_000), codeWrong]);
        await send(ctx.server, visit, [checkCode(100), codeRight]);
        // Opened sign-up and nothing else.
        await send(ctx.server, newVisit(), [opened]);
      }
      const token = await staffToken();
      const answer = await stats(
        'flow=signup&days=90&path=signup.step1,signup.step1.codeCheck,signup.step2,signup.done',
        token,
      );
      expect(answer.status).toBe(200);
      const state = (id: string) =>
        answer.body.states.find((s: { state: string }) => s.state === `signup.${id}`);
      expect(state('step1').entries).toBe(25);
      expect(state('step2').entries).toBe(10);
      expect(state('done').entries).toBe(5);
      // The last state each visit entered.
      expect(state('done').ended).toBe(5);
      expect(state('step1.countdown.running').ended).toBe(5);
      expect(state('step1.codeCheck.idle').ended).toBe(5);
      expect(state('step2').ended).toBe(5);
      expect(state('step1').ended).toBe(5);
      expect(state('step1.codeRequest.sending').ended).toBe(0);
      // Times in codeCheck.idle: 5 each of 100, 1000, 3000 and 10000 ms.
      expect(state('step1.codeCheck.idle').time).toEqual({ samples: 20, p50Ms: 1000, p90Ms: 10_000 });
      expect([answer.body.from, answer.body.to]).toEqual(['2029-10-18', '2030-01-15']);
      expect(answer.body.funnel).toEqual([
        { state: 'signup.step1', visits: 25 },
        { state: 'signup.step1.codeCheck', visits: 15 },
        { state: 'signup.step2', visits: 10 },
        { state: 'signup.done', visits: 5 },
      ]);
      // In order: nobody went back into the first step after reaching the form.
      const backwards = await stats('flow=signup&days=7&path=signup.step2,signup.step1', token);
      expect(backwards.body.funnel).toEqual([
        { state: 'signup.step2', visits: 10 },
        { state: 'signup.step1', visits: 0 },
      ]);
      expect(backwards.body.from).toBe('2030-01-09');
    });

    it('gives counts from 1 to 4 as "fewer than 5" and no percentile under 5 times', async () => {
      for (let i = 0; i < 3; i++)
        await send(ctx.server, newVisit(), [opened, sendCode, codeSent, checkCode(1000)]);
      const answer = await stats(
        'flow=signup&days=7&path=signup.step1,signup.step1.codeCheck.checking',
        await staffToken(),
      );
      const state = (id: string) =>
        answer.body.states.find((s: { state: string }) => s.state === `signup.${id}`);
      expect(state('step1').entries).toEqual({ fewerThan: 5 });
      expect(state('step1.codeCheck.checking').ended).toEqual({ fewerThan: 5 });
      expect(state('step1.codeCheck.idle').time).toEqual({
        samples: { fewerThan: 5 },
        p50Ms: null,
        p90Ms: null,
      });
      expect(answer.body.funnel.map((s: { visits: unknown }) => s.visits)).toEqual([
        { fewerThan: 5 },
        { fewerThan: 5 },
      ]);
      expect(JSON.stringify(answer.body)).not.toMatch(/:[1-4][,}]/);
    });

    it('answers staff only: 401 without a token, 403 for an account not listed', async () => {
      expect((await stats('flow=signup&days=7')).status).toBe(401);
      const visitor = await ctx.server.signUp('visitor@example.com');
      const refused = await stats('flow=signup&days=7', visitor.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only staff can read visitor statistics');
      expect((await stats('flow=signup&days=7', await staffToken())).status).toBe(200);
    });

    it('names what is wrong with a question', async () => {
      const token = await staffToken();
      expect((await stats('flow=payroll&days=7', token)).body.message).toBe('no flow is called "payroll"');
      expect((await stats('flow=signup&days=14', token)).body.message).toBe('days must be 7, 30 or 90');
      expect((await stats('flow=signup', token)).body.message).toBe(
        'Give days (7, 30 or 90), or from and to',
      );
      expect((await stats('flow=signup&from=2030-01-10&to=2030-01-01', token)).body.message).toBe(
        'from must not be after to',
      );
      expect((await stats('flow=signup&days=7&path=signup.step1,signup.paid', token)).body.message).toBe(
        'path: the sign-up flow has no state "signup.paid"',
      );
    });

    it('purges raw steps after 30 days and daily counts after 13 months', async () => {
      await send(ctx.server, newVisit(), [opened, sendCode]);
      const counted = { visits: 1, ways: 1, transitions: 2, times: 2, ends: 1 };
      expect(await storedRows(ctx)).toEqual(counted);
      const day = (offset: number) => new Date(ctx.server.clock.now().getTime() + offset * DAY_MS);
      expect(await purgeFlowSteps(ctx.db, day(29))).toBe(0);
      expect(await storedRows(ctx)).toEqual(counted);
      expect(await purgeFlowSteps(ctx.db, day(30))).toBe(1);
      expect(await storedRows(ctx)).toEqual({ ...counted, visits: 0 });
      // 2030-01-15 is kept through 2031-02-15, 13 months on.
      expect(await purgeFlowSteps(ctx.db, new Date('2031-02-15T23:59:00Z'))).toBe(0);
      expect(await purgeFlowSteps(ctx.db, new Date('2031-02-16T00:00:00Z'))).toBe(6);
      expect(await storedRows(ctx)).toEqual({ visits: 0, ways: 0, transitions: 0, times: 0, ends: 0 });
    });

    it('counts the steps sent through two app instances on one database exactly', async () => {
      const other = createTestServer(ctx.db);
      const n = 400;
      const batches = (server: TestServer) =>
        Array.from({ length: n / 4 }, () =>
          send(server, newVisit(), [opened, sendCode, codeSent, checkCode(500)]),
        );
      await Promise.all([...batches(ctx.server), ...batches(other)]);
      const { rows } = await ctx.db.query<{ total: string }>(
        'SELECT sum(count)::text AS total FROM flow_transition_days',
      );
      expect(rows[0]?.total).toBe(String(2 * n));
      const { rows: ways } = await ctx.db.query<{ visits: string }>(
        'SELECT sum(count)::text AS visits FROM flow_way_days',
      );
      expect(ways[0]).toEqual({ visits: String((2 * n) / 4) });
    });

    it('limits the batches of each client', async () => {
      const server = createTestServer(ctx.db, { config: { rateLimitScale: 1 } });
      for (let i = 0; i < CLIENT_LIMITS.flowEvents.limit; i++) await send(server, newVisit(), [opened]);
      const refused = await server.call('POST', EVENTS, { json: { visit: newVisit(), events: [opened] } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
    });
  },
);
