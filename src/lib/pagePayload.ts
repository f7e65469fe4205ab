import { payloadUrl } from './buildManifest';
import { config } from './config';

// Prerendered pages' payloads, `{path}/_payload.json?{buildHash}` (SPEC 7). One request per path and
// build: a link's prefetch and the page's own load share it. The page-data flow reads through here.

const payloads = new Map<string, Promise<unknown>>();

/** The payload of `path`; rejects with `{ status }` when the server has none or fails. */
export function fetchPagePayload(path: string, buildId = config.buildId): Promise<unknown> {
  const url = payloadUrl(path, buildId);
  let payload = payloads.get(url);
  if (!payload) {
    payload = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok)
        throw Object.assign(new Error(`GET ${url} answered ${response.status}`), { status: response.status });
      return response.json() as Promise<unknown>;
    });
    // A failed load is forgotten, so the next attempt asks again.
    payload.catch(() => payloads.delete(url));
    payloads.set(url, payload);
  }
  return payload;
}
