/**
 * Whether the visitor has shown intent to press something: the pointer over a button, a finger on one
 * or the keyboard's focus on one (src/app/intentPreload.ts marks it, when the browser is next idle).
 * What a press will need is prepared from then on, not on a first visit that only reads the page.
 */
let shown = false;
const listeners = new Set<() => void>();

export const firstIntent = {
  shown: (): boolean => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  mark(): void {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  },
};
