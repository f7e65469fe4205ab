/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: @xstate/react and wouter
 * import the shim, whose fallback for React 17 is dead weight here (aliased in vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
