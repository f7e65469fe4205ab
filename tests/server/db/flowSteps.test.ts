import { describe, expect, it } from 'vitest';
import { TIME_BUCKET_BOUNDS_MS, timeBucket } from '../../../contract/flowEvents';
import { firstCountDay, funnelDepth } from '../../../server/db/flowSteps';
import { percentileMs } from '../../../server/routes/flowEventRoutes';

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
