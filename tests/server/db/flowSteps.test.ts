import { describe, expect, it } from 'vitest';
import { type FlowStepReport, TIME_BUCKET_BOUNDS_MS, timeBucket } from '../../../contract/flowEvents';
import type { Database } from '../../../server/db/database';
import {
  firstCountDay,
  flowStepWriter,
  funnelDepth,
  storeFlowSteps,
  type VisitSteps,
} from '../../../server/db/flowSteps';
import { percentileMs } from '../../../server/routes/flowEventRoutes';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

describe('funnelDepth', () => {
  const way = [
    'signup.start',
    'signup.step1',
    'signup.step1.codeCheck.idle',
    'signup.step2',
    'signup.step1.codeCheck.idle',
  ];

  it('counts the states of the path reached in order, a state with those inside it', () => {
    expect(funnelDepth(way, ['signup.step1', 'signup.step1.codeCheck', 'signup.step2'])).toBe(3);
    expect(funnelDepth(way, ['signup.step2', 'signup.step1'])).toBe(2);
    expect(funnelDepth(way, ['signup.step2', 'signup.done'])).toBe(1);
    expect(funnelDepth(way, ['signup.done', 'signup.step1'])).toBe(0);
  });

  it('takes one state of the way for one state of the path', () => {
    expect(funnelDepth(['signup.step1.codeCheck.idle'], ['signup.step1', 'signup.step1.codeCheck'])).toBe(1);
    // `signup.step10` is not inside `signup.step1`.
    expect(funnelDepth(['signup.step10'], ['signup.step1'])).toBe(0);
  });
});

describe('times and retention', () => {
  it('puts a time in the first bucket whose upper bound holds it, and reads percentiles from buckets', () => {
    expect(TIME_BUCKET_BOUNDS_MS[timeBucket(0)]).toBe(0);
    expect(TIME_BUCKET_BOUNDS_MS[timeBucket(1_100)]).toBe(1_500);
    expect(TIME_BUCKET_BOUNDS_MS[timeBucket(1_800_000)]).toBe(1_800_000);
    const buckets = TIME_BUCKET_BOUNDS_MS.map(() => 0);
    buckets[timeBucket(200)] = 9;
    buckets[timeBucket(60_000)] = 1;
    expect(percentileMs(buckets, 0.5)).toBe(200);
    expect(percentileMs(buckets, 0.9)).toBe(200);
    expect(percentileMs(buckets, 0.95)).toBe(70_000);
    expect(percentileMs([4], 0.5)).toBeNull();
  });

  it('keeps the daily counts 13 calendar months', () => {
    expect(firstCountDay('2031-02-15')).toBe('2030-01-15');
    expect(firstCountDay('2030-03-31')).toBe('2029-03-03');
  });
});

const step = (from: string, event: string, to: string, ms = 0): FlowStepReport => ({
  flow: 'signup',
  from: `signup.${from}`,
  event,
  to: `signup.${to}`,
  ms,
});
const opened = step('start', 'xstate.always', 'step1');
const sendCode = step('step1.codeRequest.idle', 'signup.code.send', 'step1.codeRequest.sending', 2_000);
const codeSent = step(
  'step1.codeRequest.sending',
  'xstate.done.actor.sendVerifyCode',
  'step1.countdown.running',
);

/** Every stored count that is not zero, and every visit's way, in one comparable list. */
async function storedCounts(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(
    `SELECT 'transition ' || flow || ' ' || from_state || ' ' || event || ' ' || to_state || ' ' || count AS row FROM flow_transition_days WHERE count <> 0
     UNION ALL SELECT 'time ' || state || ' ' || bucket || ' ' || count FROM flow_time_days WHERE count <> 0
     UNION ALL SELECT 'way ' || way || ' ' || count FROM flow_way_days WHERE count <> 0
     UNION ALL SELECT 'end ' || state || ' ' || count FROM flow_end_days WHERE count <> 0
     UNION ALL SELECT 'visit ' || visit || ' ' || way || ' ' || last_state FROM flow_visits`,
  );
  return rows.map(({ row }) => row).sort();
}

/** A database whose transactions are counted. */
function countingTransactions(db: Database): { db: Database; transactions: () => number } {
  let count = 0;
  const counted = Object.create(db) as Database;
  counted.transaction = (work) => {
    count++;
    return db.transaction(work);
  };
  return { db: counted, transactions: () => count };
}

describeOnEachDatabase('writing visitors’ steps', (ctx) => {
  const now = () => new Date('2031-03-04T10:00:00Z');
  // Twelve visits, each sending two batches: the second extends the way the first began.
  const batches: VisitSteps[] = Array.from({ length: 12 }, (_, index) => `writer-${index}`).flatMap(
    (visit) => [
      { visit, steps: [opened, sendCode] },
      { visit, steps: [codeSent] },
    ],
  );

  it('stores the batches that arrive during a write together, counting exactly as one by one', async () => {
    for (const batch of batches) await storeFlowSteps(ctx.db, [batch], now());
    const oneByOne = await storedCounts(ctx.db);
    expect(oneByOne).toContain('end signup.step1.countdown.running 12');

    await ctx.db.exec(
      'TRUNCATE flow_visits, flow_way_days, flow_transition_days, flow_time_days, flow_end_days',
    );
    const counting = countingTransactions(ctx.db);
    const write = flowStepWriter(counting.db, now);
    const [first, ...rest] = batches.map((batch) => () => write(batch));
    const firstWritten = first?.();
    // The write has begun by the next turn; the other 23 arrive during it and go in one.
    await new Promise(setImmediate);
    expect(counting.transactions()).toBe(1);
    await Promise.all([firstWritten, ...rest.map((send) => send())]);
    expect(await storedCounts(ctx.db)).toEqual(oneByOne);
    expect(counting.transactions()).toBe(2);
  });

  it('tells each caller of a failed write that it failed, and writes the next ones', async () => {
    let failures = 1;
    const failing = Object.create(ctx.db) as Database;
    failing.transaction = (work) => {
      if (failures-- > 0) return Promise.reject(new Error('the disk is full'));
      return ctx.db.transaction(work);
    };
    const write = flowStepWriter(failing, now);
    // Settled from the start: its write fails before the second batch is sent.
    const failed = Promise.allSettled([write(batches[0] as VisitSteps)]);
    // The first write has begun (and fails); the second batch waits for the next.
    await new Promise(setImmediate);
    const [[first], [second]] = await Promise.all([
      failed,
      Promise.allSettled([write(batches[2] as VisitSteps)]),
    ]);
    expect(first).toMatchObject({ status: 'rejected', reason: new Error('the disk is full') });
    expect(second).toEqual({ status: 'fulfilled', value: undefined });
    expect(await storedCounts(ctx.db)).toContain(
      'visit writer-1 signup.start\nsignup.step1\nsignup.step1.codeRequest.idle\nsignup.step1.codeRequest.sending signup.step1.codeRequest.sending',
    );
  });
});
