/** Something whose code is a separate chunk (a dialog, a menu's panel, icons), loaded on intent or when first used. */
export interface DeferredModule<T> {
  /** Starts loading it (once). A failed load is forgotten, so the next call fetches again. */
  preload(): Promise<T>;
  /**
   * What the chunk gave, once it has arrived. A component rendered from here, rather than through
   * React.lazy, does not suspend: even with its code at hand, a lazy component suspends on its first
   * render, and React then holds back the reveal for up to 300 ms.
   */
  loaded(): T | undefined;
  /** Hears when it arrives (for `useSyncExternalStore` with `loaded`); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | null = null;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    preload() {
      loading ??= load().then(
        (loadedValue) => {
          value = loadedValue;
          for (const listener of listeners) listener();
          return loadedValue;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
