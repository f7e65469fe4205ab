import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredDialog, deferredDialog } from '../../../src/components/DeferredDialog';

const Loaded = () => <p>the dialog</p>;

describe('a deferred dialog', () => {
  it('loads nothing until it is first opened', async () => {
    const load = vi.fn(async () => Loaded);
    const dialog = deferredDialog(load).load;
    const { rerender } = render(<DeferredDialog open={false} load={dialog} onLoadError={() => {}} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<DeferredDialog open load={dialog} onLoadError={() => {}} />);
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load, keeps the page, and tries again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Loaded);
    const dialog = deferredDialog(load).load;
    const onLoadError = vi.fn();
    const { rerender } = render(
      <main>
        <h1>the page</h1>
        <DeferredDialog open load={dialog} onLoadError={onLoadError} />
      </main>,
    );
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('the page')).toBeTruthy();

    await act(async () => {
      rerender(
        <main>
          <h1>the page</h1>
          <DeferredDialog open={false} load={dialog} onLoadError={onLoadError} />
        </main>,
      );
    });
    rerender(
      <main>
        <h1>the page</h1>
        <DeferredDialog open load={dialog} onLoadError={onLoadError} />
      </main>,
    );
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
