import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulateVisitorsWhenNone } from '../../../scripts/simulate/sendVisits';
import { type Listening, listen } from '../../../server/server';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from '../../server/helpers/databases';
import { createTestServer } from '../../server/helpers/testServer';

describe('a development or preview server with no visitors yet', () => {
  let opened: OpenedDatabase;
  let listening: Listening;
  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    opened = await pglite.open();
    listening = await listen(createTestServer(opened.db).app.fetch, 0, '127.0.0.1');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await listening?.close();
    await opened?.close();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterEach(() => {
    delete process.env.SIMULATE_VISITS;
  });

  const storedSteps = async () =>
    Number(
      (
        await opened.db.query<{ steps: string | null }>(
          'SELECT sum(count)::text AS steps FROM flow_transition_days',
        )
      ).rows[0]?.steps ?? 0,
    );
  const fill = async () => {
    const lines: string[] = [];
    await simulateVisitorsWhenNone(opened.db, `http://127.0.0.1:${listening.port}`, (line) =>
      lines.push(line),
    );
    return lines;
  };

  it('sends none when SIMULATE_VISITS is 0', async () => {
    process.env.SIMULATE_VISITS = '0';
    expect(await fill()).toEqual([]);
    expect(await storedSteps()).toBe(0);
  });

  it('shows simulated visitors once: a server that holds steps gets none more', async () => {
    process.env.SIMULATE_VISITS = '12';
    const [line] = await fill();
    expect(line).toMatch(/^\[visitors\] none stored yet: 12 visits \(seed 1: .*\) sent (\d+) steps/);
    const sent = Number(/sent (\d+) steps/.exec(line ?? '')?.[1]);
    expect(await storedSteps()).toBe(sent);
    expect(await fill()).toEqual([]);
    expect(await storedSteps()).toBe(sent);
  });

  it('tells why when the server cannot be reached, and throws nothing', async () => {
    await opened.db.query('DELETE FROM flow_transition_days');
    process.env.SIMULATE_VISITS = '3';
    const lines: string[] = [];
    await simulateVisitorsWhenNone(opened.db, 'http://127.0.0.1:9', (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[visitors\] no simulated visitors: Cannot reach http:\/\/127\.0\.0\.1:9\/api\/flow-events/,
      ),
    ]);
  });
});
