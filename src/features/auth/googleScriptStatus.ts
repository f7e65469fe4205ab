import { useSyncExternalStore } from 'react';

/**
 * Whether Google's sign-in script has loaded, as the Google provider reports it. It lives outside the
 * auth dialog because the provider loads the script once per page while the dialog's `google` flow
 * starts afresh each time the dialog opens.
 */
export type GoogleScriptStatus = 'loading' | 'loaded' | 'failed';

let status: GoogleScriptStatus = 'loading';
const listeners = new Set<() => void>();

export function getGoogleScriptStatus(): GoogleScriptStatus {
  return status;
}

export function setGoogleScriptStatus(next: GoogleScriptStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeGoogleScriptStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGoogleScriptStatus(): GoogleScriptStatus {
  return useSyncExternalStore(subscribeGoogleScriptStatus, getGoogleScriptStatus, () => 'loading');
}
