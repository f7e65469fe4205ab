import { config } from '@/lib/config/siteConfig';
import { payloadUrl } from './fetchBuildFiles';

// Prerendered pages' payloads, `{path}/_payload.json?{buildHash}` (SPEC 7). One request per path and
// build: a link's prefetch, the route middleware's load before committing a navigation and the
// page-data flow share it, so a navigation fetches its payload once and runs the loading bar once.

/** What is known of a payload once its request settled. */
export type SettledPayload = { data: unknown } | { missing: true };

const payloads = new Map<string, Promise<unknown>>();
const settled = new Map<string, SettledPayload>();

/** A rejection tagged with the HTTP status (`{ status: 404 }`): the payload does not exist. */
const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'status') === 404;

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
    payload.then(
      (data) => settled.set(url, { data }),
      (error: unknown) => {
        // A missing payload stays missing for this build; any other failure is forgotten, so the
        // next attempt asks again.
        if (isMissing(error)) settled.set(url, { missing: true });
        else payloads.delete(url);
      },
    );
    payloads.set(url, payload);
  }
  return payload;
}

/** The payload of `path` if its request already settled (the page then renders without waiting). */
export function settledPayload(path: string, buildId = config.buildId): SettledPayload | undefined {
  return settled.get(payloadUrl(path, buildId));
}
