import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { buildUpdateMachine, type LatestBuild } from '../../machines/buildUpdate';
import { BUILD_POLL_MS, RELOAD_GUARD_MS } from '../../machines/constants';
import { flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const input = { currentBuildId: 'build-1' };

/** `answers` are what each successive builds/latest.json fetch yields (an Error rejects). */
function startPolling(answers: Array<LatestBuild | Error>) {
  const fetchLatestBuild = vi.fn(async (): Promise<LatestBuild> => {
    const answer = answers.shift() ?? { id: input.currentBuildId };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const logManifestError = vi.fn((_: unknown, _params: { error: unknown }) => {});
  const reloadPage = vi.fn((_: unknown, _params: { path: string }) => {});
  const machine = buildUpdateMachine.provide({
    actors: { fetchLatestBuild: fromPromise(fetchLatestBuild) },
    actions: { logManifestError, reloadPage },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, fetchLatestBuild, logManifestError, reloadPage };
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
    expectFullCoverage(buildUpdateMachine, {
      input,
      events: [
        { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-1' } },
        { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-2' } },
        { type: 'build.chunkFailed', path: '/pricing', now: 0 },
        { type: 'build.chunkFailed', path: '/pricing', now: RELOAD_GUARD_MS },
      ],
    });
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
  });

  it('marks the app updated when the latest build differs, and stops polling', async () => {
    const polling = startPolling([{ id: 'build-1' }, { id: 'build-2' }]);
    await advance(BUILD_POLL_MS * 2);
    expect(polling.actor.getSnapshot().value).toBe('updated');
    expect(polling.actor.getSnapshot().context).toMatchObject({
      currentBuildId: 'build-1',
      latestBuildId: 'build-2',
      updated: true,
    });

    await advance(BUILD_POLL_MS * 3);
    expect(polling.fetchLatestBuild).toHaveBeenCalledTimes(2);
    expect(polling.actor.getSnapshot().status).toBe('active');
  });

  it('only logs a manifest error, and keeps polling', async () => {
    const failure = new Error('404 builds/latest.json');
    const polling = startPolling([failure, { id: 'build-2' }]);
    await advance(BUILD_POLL_MS);
    expect(polling.logManifestError).toHaveBeenCalledTimes(1);
    expect(polling.logManifestError.mock.calls[0]?.[1]).toEqual({ error: failure });
    expect(polling.actor.getSnapshot().value).toBe('waiting');
    expect(polling.actor.getSnapshot().context.updated).toBe(false);

    await advance(BUILD_POLL_MS);
    expect(polling.actor.getSnapshot().value).toBe('updated');
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

  describe('chunk-load guard', () => {
    it('never reloads before a new build is detected', async () => {
      const polling = startPolling([{ id: 'build-1' }]);
      polling.actor.send({ type: 'build.chunkFailed', path: '/pricing', now: 0 });
      await advance(BUILD_POLL_MS);
      polling.actor.send({ type: 'build.chunkFailed', path: '/pricing', now: BUILD_POLL_MS });
      expect(polling.reloadPage).not.toHaveBeenCalled();
    });

    it('reloads at most once per path within the guard time, once updated', async () => {
      const polling = startPolling([{ id: 'build-2' }]);
      polling.actor.send({ type: 'build.check' });
      await flushPromises();
      expect(polling.actor.getSnapshot().value).toBe('updated');

      const start = 1_000_000;
      polling.actor.send({ type: 'build.chunkFailed', path: '/pricing', now: start });
      expect(polling.reloadPage).toHaveBeenCalledTimes(1);
      expect(polling.reloadPage.mock.calls[0]?.[1]).toEqual({ path: '/pricing' });
      expect(polling.actor.getSnapshot().context.reloads).toEqual({ '/pricing': start });

      polling.actor.send({ type: 'build.chunkFailed', path: '/pricing', now: start + RELOAD_GUARD_MS - 1 });
      expect(polling.reloadPage).toHaveBeenCalledTimes(1);

      polling.actor.send({ type: 'build.chunkFailed', path: '/blog', now: start + 1 });
      expect(polling.reloadPage).toHaveBeenCalledTimes(2);
      expect(polling.reloadPage.mock.calls[1]?.[1]).toEqual({ path: '/blog' });

      polling.actor.send({ type: 'build.chunkFailed', path: '/pricing', now: start + RELOAD_GUARD_MS });
      expect(polling.reloadPage).toHaveBeenCalledTimes(3);
      expect(polling.actor.getSnapshot().context.reloads).toEqual({
        '/pricing': start + RELOAD_GUARD_MS,
        '/blog': start + 1,
      });
    });
  });
});
