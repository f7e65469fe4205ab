import { flagStore } from './flagStore';

/**
 * Whether the visitor has shown intent to press something: the pointer over a button, a finger on one
 * or the keyboard's focus on one (src/app/intentPreload.ts marks it, when the browser is next idle).
 * What a press will need is prepared from then on, not on a first visit that only reads the page.
 */
const intent = flagStore();

export const firstIntent = {
  shown: intent.get,
  subscribe: intent.subscribe,
  mark: (): void => intent.set(true),
};
