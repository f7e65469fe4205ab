// What the HTTP client needs from the app, given at start: the client itself (http.ts, axios) loads
// with the first API call, so the app wires it through this small module instead.

/** The session token, the session actor and the toasts. */
export interface HttpHooks {
  getToken(): string | null;
  onUnauthorized(): void;
  notifyError(message: string): void;
}

let connected: HttpHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  notifyError: () => {},
};

/** Wires the client to the app's session and toasts; called once by the app at start. */
export function connectHttp(appHooks: HttpHooks): void {
  connected = appHooks;
}

/** What http.ts calls: the hooks connected last. */
export const hooks: HttpHooks = {
  getToken: () => connected.getToken(),
  onUnauthorized: () => connected.onUnauthorized(),
  notifyError: (message) => connected.notifyError(message),
};
