/**
 * A yes/no that code outside React sets and components read with useSyncExternalStore (whether the
 * visitor has shown intent, whether a new build's notice is up).
 */
export function flagStore(initial = false) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): boolean => value,
    set(next: boolean): void {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
