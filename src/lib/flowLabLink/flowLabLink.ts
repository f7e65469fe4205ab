import type { AnyActorRef } from 'xstate';
import { observeInspection } from '@/lib/state/inspector';

/** Ctrl+Shift+L (Cmd+Shift+L on a Mac) links the tab to the flow lab, as `?lab` in the URL does. */
const LAB_SHORTCUT_KEY = 'L';

/**
 * The flow lab's live attach (development and VITE_FLOW_LAB builds only; the caller's condition
 * is a build-time constant, so other builds carry neither this nor the lab's code): on `?lab` or
 * the shortcut, the tab sends its actors to the lab and opens the lab's Live tab beside it.
 */
export function offerFlowLab(actors: readonly AnyActorRef[]): void {
  let linked = false;
  const attach = () => {
    if (!linked) {
      linked = true;
      import('./siteLink')
        .then(({ linkSiteToLab }) => linkSiteToLab(actors, observeInspection))
        .catch((error) => console.error('The flow lab link could not start', error));
    }
    window.open('/flows?live', 'aden-flow-lab');
  };
  if (new URLSearchParams(window.location.search).has('lab')) attach();
  window.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toUpperCase() === LAB_SHORTCUT_KEY)
      attach();
  });
}
