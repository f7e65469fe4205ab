import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPagePayload, settledPayload } from '../../../../src/lib/http/pagePayload';

// One request per payload and build, shared by a link's prefetch, the route middleware and the page:
// a navigation must not fetch its payload twice.

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('page payloads', () => {
  it('fetches {path}/_payload.json?{build} once, and knows it once settled', async () => {
    const fetch = vi.fn(async (_url: string) => answer(200, { title: 'A' }));
    vi.stubGlobal('fetch', fetch);
    expect(settledPayload('/blog/a', 'b1')).toBeUndefined();
    const [first, second] = await Promise.all([
      fetchPagePayload('/blog/a', 'b1'),
      fetchPagePayload('/blog/a', 'b1'),
    ]);
    expect(first).toEqual({ title: 'A' });
    expect(second).toEqual({ title: 'A' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/blog/a/_payload.json?b1');
    expect(settledPayload('/blog/a', 'b1')).toEqual({ data: { title: 'A' } });
  });

  it('remembers a missing payload (404) and asks again after any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404)),
    );
    await expect(fetchPagePayload('/blog/gone', 'b1')).rejects.toMatchObject({ status: 404 });
    await flush();
    expect(settledPayload('/blog/gone', 'b1')).toEqual({ missing: true });

    const failing = vi.fn(async () => answer(503));
    vi.stubGlobal('fetch', failing);
    await expect(fetchPagePayload('/blog/b', 'b1')).rejects.toMatchObject({ status: 503 });
    await flush();
    expect(settledPayload('/blog/b', 'b1')).toBeUndefined();
    await expect(fetchPagePayload('/blog/b', 'b1')).rejects.toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
