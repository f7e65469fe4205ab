import { useSyncExternalStore } from 'react';

/**
 * Whether the charts show the code's names (state keys, event types, guards) under the words: one
 * switch for every chart of the lab, off until someone turns it on, remembered in this browser.
 */
const KEY = 'flowLab.codeNames';
const listeners = new Set<() => void>();
let shown = readStored();

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setCodeNames(next: boolean): void {
  shown = next;
  try {
    globalThis.localStorage?.setItem(KEY, String(next));
  } catch {
    // Storage refused (private mode): the switch still holds for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCodeNames(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
