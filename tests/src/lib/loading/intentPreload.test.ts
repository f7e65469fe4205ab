import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDialogsOnIntent } from '../../../../src/lib/loading/intentPreload';
import { lazyDialog, opensDialog } from '../../../../src/lib/loading/LazyDialog';

const Dialog = () => null;
const load = vi.fn(async () => Dialog);
lazyDialog('demo', load, { failureMessage: 'not used' });
// The listeners stay on the document for the whole file, as they do on the site's page.
preloadDialogsOnIntent();

function control(): HTMLButtonElement {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(opensDialog('demo'))) button.setAttribute(name, value);
  document.body.append(button);
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a dialog’s code on intent', () => {
  it('starts fetching right after the event’s task, without waiting for an idle moment, and once', async () => {
    vi.useFakeTimers();
    try {
      const button = control();
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      // Not in the event's own task.
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      button.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(300);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
