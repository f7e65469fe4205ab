import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { buildUpdateMachine, type LatestBuild } from '../../machines/buildUpdate';
import { BUILD_POLL_MS, RELOAD_GUARD_MS } from '../../machines/constants';
import { explorations } from '../../machines/coverage/explorations';
import { flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const input = { currentBuildId: 'build-1' };
const failure = (path: string, now: number) =>
  ({ type: 'build.chunkFailed', href: `${path}?ref=menu`, path, now }) as const;

/** `answers` are what each successive builds/latest.json fetch yields (an Error rejects). */
function startPolling(answers: Array<LatestBuild | Error>, reloads: Record<string, number> = {}) {
  const fetchLatestBuild = vi.fn(async (): Promise<LatestBuild> => {
    const answer = answers.shift() ?? { id: input.currentBuildId };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const logManifestError = vi.fn((_: unknown, _params: { error: unknown }) => {});
  const reloadPage = vi.fn((_: unknown, _params: { href: string; path: string }) => {});
  const rememberReload = vi.fn((_: unknown, _params: { reloads: Record<string, number> }) => {});
  const keepErrorPage = vi.fn((_: unknown, _params: { path: string }) => {});
  const notifyNewBuild = vi.fn();
  const machine = buildUpdateMachine.provide({
    actors: { fetchLatestBuild: fromPromise(fetchLatestBuild) },
    actions: { logManifestError, reloadPage, rememberReload, keepErrorPage, notifyNewBuild },
  });
  const actor = createActor(machine, { input: { ...input, reloads } }).start();
  return {
    actor,
    fetchLatestBuild,
    logManifestError,
    reloadPage,
    rememberReload,
    keepErrorPage,
    notifyNewBuild,
  };
}

/** Advances the clock, letting each fetch settle before the next timer fires. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('buildUpdateMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.buildUpdate.machine, explorations.buildUpdate.options);
  });

  it('polls every hour, going back to waiting while the build is the same', async () => {
    const polling = startPolling([{ id: 'build-1' }, { id: 'build-1' }]);
    expect(polling.actor.getSnapshot().value).toBe('waiting');

    await advance(BUILD_POLL_MS - 1);
    expect(polling.fetchLatestBuild).not.toHaveBeenCalled();
    await advance(1);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);
    expect(polling.actor.getSnapshot().value).toBe('waiting');
    expect(polling.actor.getSnapshot().context).toMatchObject({ latestBuildId: 'build-1', updated: false });

    await advance(BUILD_POLL_MS);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(2);
    expect(polling.notifyNewBuild).not.toHaveBeenCalled();
  });

  it('marks the app updated when the latest build differs, tells the visitor once, and stops polling', async () => {
    const polling = startPolling([{ id: 'build-1' }, { id: 'build-2' }]);
    await advance(BUILD_POLL_MS * 2);
    expect(polling.actor.getSnapshot().matches({ updated: 'known' })).toBe(true);
    expect(polling.actor.getSnapshot().context).toMatchObject({
      currentBuildId: 'build-1',
      latestBuildId: 'build-2',
      updated: true,
    });
    expect(polling.notifyNewBuild).toHaveBeenCalledTimes(1);

    await advance(BUILD_POLL_MS * 3);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(2);
    expect(polling.notifyNewBuild).toHaveBeenCalledTimes(1);
    expect(polling.actor.getSnapshot().status).toBe('active');
  });

  it('only logs a failed check, and keeps polling', async () => {
    const error = new Error('404 builds/latest.json');
    const polling = startPolling([error, { id: 'build-2' }]);
    await advance(BUILD_POLL_MS);
    expect(polling.logManifestError).toHaveBeenCalledTimes(1);
    expect(polling.logManifestError.mock.calls[0]?.[1]).toEqual({ error });
    expect(polling.keepErrorPage).not.toHaveBeenCalled();
    expect(polling.actor.getSnapshot().value).toBe('waiting');
    expect(polling.actor.getSnapshot().context.updated).toBe(false);

    await advance(BUILD_POLL_MS);
    expect(polling.actor.getSnapshot().matches('updated')).toBe(true);
  });

  it('logs a check the app gives no way to make', async () => {
    const logManifestError = vi.fn((_: unknown, _params: { error: unknown }) => {});
    const actor = createActor(buildUpdateMachine.provide({ actions: { logManifestError } }), {
      input,
    }).start();
    actor.send({ type: 'build.check' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(logManifestError.mock.calls[0]?.[1]).toEqual({
      error: new Error('fetchLatestBuild: not provided'),
    });
  });

  it('checks at once on build.check, then waits a full interval again', async () => {
    const polling = startPolling([{ id: 'build-1' }, { id: 'build-1' }]);
    await advance(BUILD_POLL_MS / 2);
    polling.actor.send({ type: 'build.check' });
    await flushPromises();
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);

    await advance(BUILD_POLL_MS - 1);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(2);
  });

  it('ignores a check while one is in flight', () => {
    const polling = startPolling([]);
    polling.actor.send({ type: 'build.check' });
    expect(polling.actor.getSnapshot().value).toBe('checking');
    expect(polling.actor.getSnapshot().can({ type: 'build.check' })).toBe(false);
    polling.actor.send({ type: 'build.check' });
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);
  });

  describe('reload guard', () => {
    it('does not reload before a new build is known: the error page stays', async () => {
      const polling = startPolling([{ id: 'build-1' }]);
      polling.actor.send(failure('/pricing', 0));
      await flushPromises();
      expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);
      expect(polling.reloadPage).not.toHaveBeenCalled();
      expect(polling.keepErrorPage).toHaveBeenCalledTimes(1);
      expect(polling.keepErrorPage.mock.calls[0]?.[1]).toEqual({ path: '/pricing' });
      expect(polling.actor.getSnapshot().value).toBe('waiting');
    });

    it('does not reload when the check fails either', async () => {
      const offline = new Error('offline');
      const polling = startPolling([offline]);
      polling.actor.send(failure('/pricing', 0));
      await flushPromises();
      expect(polling.logManifestError.mock.calls[0]?.[1]).toEqual({ error: offline });
      expect(polling.reloadPage).not.toHaveBeenCalled();
      expect(polling.keepErrorPage).toHaveBeenCalledTimes(1);
      expect(polling.keepErrorPage.mock.calls[0]?.[1]).toEqual({ path: '/pricing' });
    });

    it('reloads at the failed href when the check that follows the failure finds a new build', async () => {
      const polling = startPolling([{ id: 'build-2' }]);
      polling.actor.send(failure('/pricing', 5_000));
      await flushPromises();
      expect(polling.reloadPage).toHaveBeenCalledTimes(1);
      expect(polling.reloadPage.mock.calls[0]?.[1]).toEqual({ href: '/pricing?ref=menu', path: '/pricing' });
      expect(polling.rememberReload.mock.calls[0]?.[1]).toEqual({ reloads: { '/pricing': 5_000 } });
      // A reload replaces the notice.
      expect(polling.notifyNewBuild).not.toHaveBeenCalled();
    });

    it('reloads on a later failure once the poll has found a new build', async () => {
      const polling = startPolling([{ id: 'build-2' }]);
      await advance(BUILD_POLL_MS);
      expect(polling.notifyNewBuild).toHaveBeenCalledTimes(1);
      polling.actor.send(failure('/blog', BUILD_POLL_MS));
      expect(polling.reloadPage).toHaveBeenCalledTimes(1);
      expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(1);
    });

    it('a second failure within 10 s of the last reload of that path keeps the error page', async () => {
      // The record the previous page left in sessionStorage before reloading.
      const reloadedAt = 1_000_000;
      const polling = startPolling([{ id: 'build-3' }], { '/pricing': reloadedAt });
      polling.actor.send(failure('/pricing', reloadedAt + RELOAD_GUARD_MS - 1));
      await flushPromises();
      expect(polling.reloadPage).not.toHaveBeenCalled();
      expect(polling.keepErrorPage).toHaveBeenCalledTimes(1);
      expect(polling.keepErrorPage.mock.calls[0]?.[1]).toEqual({ path: '/pricing' });
      expect(polling.actor.getSnapshot().matches({ updated: 'known' })).toBe(true);

      // Another path is not held back, nor is this one 10 s on.
      polling.actor.send(failure('/blog', reloadedAt + 1));
      expect(polling.reloadPage.mock.calls[0]?.[1]).toMatchObject({ path: '/blog' });
    });

    it('reloads the same path again once 10 s have passed', async () => {
      const reloadedAt = 1_000_000;
      const polling = startPolling([{ id: 'build-3' }], { '/pricing': reloadedAt });
      polling.actor.send(failure('/pricing', reloadedAt + RELOAD_GUARD_MS));
      await flushPromises();
      expect(polling.reloadPage).toHaveBeenCalledTimes(1);
      expect(polling.rememberReload.mock.calls[0]?.[1]).toEqual({
        reloads: { '/pricing': reloadedAt + RELOAD_GUARD_MS },
      });
    });
  });
});
