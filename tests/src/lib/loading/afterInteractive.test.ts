import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterInteractive } from '../../../../src/lib/loading/afterInteractive';

afterEach(() => {
  delete document.documentElement.dataset.interactive;
});

const markInteractive = () => {
  document.documentElement.dataset.interactive = 'true';
};
// MutationObserver callbacks run as a microtask after the change.
const observed = () => Promise.resolve();

describe('afterInteractive', () => {
  it('waits for the app to mark the page interactive, then runs once', async () => {
    const callback = vi.fn();
    afterInteractive(callback);
    document.documentElement.dataset.other = 'x';
    await observed();
    expect(callback).not.toHaveBeenCalled();
    markInteractive();
    await observed();
    expect(callback).toHaveBeenCalledTimes(1);
    document.documentElement.dataset.interactive = 'true ';
    markInteractive();
    await observed();
    expect(callback).toHaveBeenCalledTimes(1);
    delete document.documentElement.dataset.other;
  });

  it('runs at once on a page that is already interactive (a later navigation)', () => {
    markInteractive();
    const callback = vi.fn();
    afterInteractive(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked', async () => {
    const callback = vi.fn();
    const stop = afterInteractive(callback);
    stop();
    markInteractive();
    await observed();
    expect(callback).not.toHaveBeenCalled();
  });
});
