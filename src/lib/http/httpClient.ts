import { HTTP_TIMEOUT_MS } from '@machines/constants';
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { reactToFailure } from './failureReaction';
import { hooks } from './httpHooks';

// Loaded with the first API call (api.ts), never at start: see httpHooks.ts.
export { connectHttp, type HttpHooks } from './httpHooks';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Opt out of the error toast (SPEC 8: the profile fetch does). */
    silent?: boolean;
    /** The token this call is about, sent instead of the stored one (logout's); its 401 is no expiry. */
    sessionToken?: string;
  }
}

export { UNAUTHORIZED_MESSAGE } from './failureReaction';
/** What a call rejects with when no answer came within the timeout (written as axios words it). */
export const TIMEOUT_MESSAGE = `timeout of ${HTTP_TIMEOUT_MS}ms exceeded`;

/** SPEC 7: one client, 30-second timeout, empty base URL, yields the response body. */
export const http = axios.create({
  baseURL: '',
  timeout: HTTP_TIMEOUT_MS,
  timeoutErrorMessage: TIMEOUT_MESSAGE,
});

http.interceptors.request.use((request) => {
  const token = request.sessionToken ?? hooks.getToken();
  if (token) request.headers.set('Authorization', `jwt ${token}`);
  return request;
});

/**
 * The one shape every failed call rejects with: the server's body (its `message`, and `errors` per
 * field when it sent them) with the HTTP status added; `status` is absent only when no answer came
 * (network down, timeout), and `message` is then the client's own. Decided here, once, so no call
 * needs its own handling to tell a 404 from a failure.
 */
export interface ApiFailure {
  status?: number;
  message: string;
  errors?: Record<string, string>;
}

function failureOf(error: AxiosError<unknown>): ApiFailure {
  const response = error.response;
  if (!response) return { message: error.message };
  const body = response.data;
  const fields =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' && fields.message ? fields.message : error.message;
  const errors =
    fields.errors && typeof fields.errors === 'object'
      ? (fields.errors as Record<string, string>)
      : undefined;
  return { ...fields, status: response.status, message, ...(errors ? { errors } : {}) };
}

http.interceptors.response.use(
  (response) => response.data,
  (error: AxiosError<unknown>) => {
    const failure = failureOf(error);
    const call = error.config;
    reactToFailure(
      failure,
      {
        silent: call?.silent,
        sessionToken: call?.sessionToken,
        sentWith: call?.headers?.get?.('Authorization') ?? null,
      },
      hooks,
    );
    return Promise.reject(failure);
  },
);

/** Sends a request; resolves to the response body (the interceptor already unwrapped it). */
export function request<T = unknown>(config: AxiosRequestConfig): Promise<T> {
  return http.request(config) as unknown as Promise<T>;
}
