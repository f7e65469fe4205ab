import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS } from '../../machines/constants';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Opt out of the error toast (SPEC 8: the profile fetch does). */
    silent?: boolean;
  }
}

/** What the client needs from the app: the session token, the session actor and the toasts. */
export interface HttpHooks {
  getToken(): string | null;
  onUnauthorized(): void;
  notifyError(message: string): void;
}

let hooks: HttpHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  notifyError: () => {},
};

/** Wires the client to the app's session and toasts; called once by the app's providers. */
export function connectHttp(appHooks: HttpHooks): void {
  hooks = appHooks;
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** SPEC 7: one client, 30-second timeout, empty base URL, yields the response body. */
export const http = axios.create({ baseURL: '', timeout: HTTP_TIMEOUT_MS });

http.interceptors.request.use((request) => {
  const token = hooks.getToken();
  if (token) request.headers.set('Authorization', `jwt ${token}`);
  return request;
});

http.interceptors.response.use(
  (response) => response.data,
  (error: AxiosError<{ message?: unknown }>) => {
    const response = error.response;
    if (response?.status === 401) {
      // A late 401 for a token that has since been replaced must not sign the new session out.
      const sentWith = error.config?.headers?.get?.('Authorization') ?? null;
      const current = hooks.getToken();
      if (!sentWith || !current || sentWith === `jwt ${current}`) hooks.onUnauthorized();
      hooks.notifyError(UNAUTHORIZED_MESSAGE);
    } else if (!error.config?.silent) {
      const serverMessage = response?.data?.message;
      hooks.notifyError(typeof serverMessage === 'string' && serverMessage ? serverMessage : error.message);
    }
    // SPEC 8: reject with the response body, or the raw error when there is no response.
    return Promise.reject(response ? response.data : error);
  },
);

/** Sends a request; resolves to the response body (the interceptor already unwrapped it). */
export function request<T = unknown>(config: AxiosRequestConfig): Promise<T> {
  return http.request(config) as unknown as Promise<T>;
}

/** The text to show for a rejected call: the server's message, else the error's own. */
export function errorMessage(rejection: unknown): string {
  if (rejection && typeof rejection === 'object' && 'message' in rejection) {
    const { message } = rejection as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}
