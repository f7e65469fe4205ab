import { expect, it } from 'vitest';
import { countHits, readHits } from '../../../server/db/throttleCounters';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

const at = (iso: string) => new Date(`2026-05-01T${iso}Z`);

describeOnEachDatabase('counting hits in one statement', (ctx) => {
  it('answers each hit the count it brought its key to, in the order given, keys apart', async () => {
    const hits = [
      { key: 'login:a', windowMs: 60_000, amount: 1 },
      { key: 'login:b', windowMs: 60_000, amount: 1 },
      { key: 'login:a', windowMs: 60_000, amount: 1 },
      { key: 'login:a', windowMs: 60_000, amount: 1 },
    ];
    const counted = await countHits(ctx.db, hits, at('10:00:00'));
    expect(counted.map((counter) => counter.hits)).toEqual([1, 1, 2, 3]);
    expect(counted[0]?.windowEndsAt).toEqual(at('10:01:00'));
    // Counted on from what is stored, within the window.
    const twice = { key: 'login:a', windowMs: 60_000, amount: 2 };
    const next = await countHits(ctx.db, [twice, twice], at('10:00:30'));
    expect(next.map((counter) => counter.hits)).toEqual([5, 7]);
    expect((await readHits(ctx.db, 'login:b', at('10:00:30')))?.hits).toBe(1);
  });

  it('starts an ended window again from the hits of this statement', async () => {
    await countHits(ctx.db, [{ key: 'mail:x', windowMs: 60_000, amount: 9 }], at('10:00:00'));
    const counted = await countHits(
      ctx.db,
      [
        { key: 'mail:x', windowMs: 60_000, amount: 1 },
        { key: 'mail:x', windowMs: 60_000, amount: -1 },
      ],
      at('10:02:00'),
    );
    expect(counted.map((counter) => counter.hits)).toEqual([1, 0]);
    expect(counted[1]?.windowEndsAt).toEqual(at('10:03:00'));
  });
});
