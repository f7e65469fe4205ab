import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredDialog } from '../../../src/components/DeferredDialog';
import { deferredModule } from '../../../src/lib/deferredModule';

const Loaded = () => <p>the dialog</p>;

let mounts = 0;
/** Says whether it is drawn ahead, and which mount it is (a new instance would lose the dialog's state). */
function Counted({ drawnAhead }: { drawnAhead?: boolean }) {
  const [mount] = useState(() => ++mounts);
  return <p>{`mount ${mount}, ${drawnAhead ? 'drawn ahead' : 'opened'}`}</p>;
}

afterEach(cleanup);

describe('a deferred dialog', () => {
  it('loads nothing until it is first opened', async () => {
    const load = vi.fn(async () => Loaded);
    const dialog = deferredModule(load);
    const { rerender } = render(<DeferredDialog open={false} dialog={dialog} onLoadError={() => {}} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<DeferredDialog open dialog={dialog} onLoadError={() => {}} />);
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded dialog in the very render that opens it, without suspending', async () => {
    const dialog = deferredModule(async () => Loaded);
    const { rerender } = render(<DeferredDialog open={false} dialog={dialog} onLoadError={() => {}} />);
    await dialog.preload();
    rerender(<DeferredDialog open dialog={dialog} onLoadError={() => {}} />);
    expect(screen.getByText('the dialog')).toBeTruthy();
  });

  it('draws the dialog ahead once its code is in, and opens that same instance', async () => {
    mounts = 0;
    const dialog = deferredModule(async () => Counted);
    const { rerender } = render(<DeferredDialog open={false} dialog={dialog} onLoadError={() => {}} />);
    expect(screen.queryByText(/mount/)).toBeNull();
    await act(() => dialog.preload());
    expect(await screen.findByText('mount 1, drawn ahead')).toBeTruthy();
    rerender(<DeferredDialog open dialog={dialog} onLoadError={() => {}} />);
    expect(screen.getByText('mount 1, opened')).toBeTruthy();
    rerender(<DeferredDialog open={false} dialog={dialog} onLoadError={() => {}} />);
    expect(screen.getByText('mount 1, opened')).toBeTruthy();
  });

  it('reports a failed load, keeps the page, and tries again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Loaded);
    const dialog = deferredModule(load);
    const onLoadError = vi.fn();
    const { rerender } = render(
      <main>
        <h1>the page</h1>
        <DeferredDialog open dialog={dialog} onLoadError={onLoadError} />
      </main>,
    );
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('the page')).toBeTruthy();

    await act(async () => {
      rerender(
        <main>
          <h1>the page</h1>
          <DeferredDialog open={false} dialog={dialog} onLoadError={onLoadError} />
        </main>,
      );
    });
    rerender(
      <main>
        <h1>the page</h1>
        <DeferredDialog open dialog={dialog} onLoadError={onLoadError} />
      </main>,
    );
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
