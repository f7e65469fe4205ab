import type { ComponentType } from 'react';

/** A component whose code is a separate chunk, loaded on intent or when first shown. */
export interface DeferredComponent<P extends object = object> {
  /** Starts loading it (once). A failed load is forgotten, so the next call fetches again. */
  preload(): Promise<ComponentType<P>>;
  /**
   * The component once its code has arrived. Rendering it directly, rather than through React.lazy,
   * avoids a suspension: even with its code at hand, a lazy component suspends on its first render,
   * and React then holds back the reveal for up to 300 ms.
   */
  loaded(): ComponentType<P> | undefined;
}

export function deferredComponent<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let component: ComponentType<P> | undefined;
  return {
    preload() {
      loading ??= load().then(
        (loadedComponent) => {
          component = loadedComponent;
          return loadedComponent;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}
