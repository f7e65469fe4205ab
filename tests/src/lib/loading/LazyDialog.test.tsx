import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from '../../../../src/lib/loading/deferredModule';
import { LazyDialog, lazyDialog, preloadDialog } from '../../../../src/lib/loading/LazyDialog';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { eventsOf, fakeAppActors } from '../../../helpers/fakeAppActors';

const Loaded = () => <p>the dialog</p>;

let mounts = 0;
/** Says whether it is drawn ahead, and which mount it is (a new instance would lose the dialog's state). */
function Counted({ drawnAhead }: { drawnAhead?: boolean }) {
  const [mount] = useState(() => ++mounts);
  return <p>{`mount ${mount}, ${drawnAhead ? 'drawn ahead' : 'opened'}`}</p>;
}

afterEach(cleanup);

describe('a lazy dialog', () => {
  it('loads nothing until it is first opened', async () => {
    const load = vi.fn(async () => Loaded);
    const dialog = deferredModule(load);
    const { rerender } = render(
      <LazyDialog onClose={() => {}} open={false} dialog={dialog} onLoadError={() => {}} />,
    );
    expect(load).not.toHaveBeenCalled();
    rerender(<LazyDialog onClose={() => {}} open dialog={dialog} onLoadError={() => {}} />);
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded dialog in the very render that opens it, without suspending', async () => {
    const dialog = deferredModule(async () => Loaded);
    const { rerender } = render(
      <LazyDialog onClose={() => {}} open={false} dialog={dialog} onLoadError={() => {}} />,
    );
    await dialog.preload();
    rerender(<LazyDialog onClose={() => {}} open dialog={dialog} onLoadError={() => {}} />);
    expect(screen.getByText('the dialog')).toBeTruthy();
  });

  it('draws the dialog ahead once its code is in, and opens that same instance', async () => {
    mounts = 0;
    const dialog = deferredModule(async () => Counted);
    const { rerender } = render(
      <LazyDialog onClose={() => {}} open={false} dialog={dialog} onLoadError={() => {}} />,
    );
    expect(screen.queryByText(/mount/)).toBeNull();
    await act(() => dialog.preload());
    expect(await screen.findByText('mount 1, drawn ahead')).toBeTruthy();
    rerender(<LazyDialog onClose={() => {}} open dialog={dialog} onLoadError={() => {}} />);
    expect(screen.getByText('mount 1, opened')).toBeTruthy();
    rerender(<LazyDialog onClose={() => {}} open={false} dialog={dialog} onLoadError={() => {}} />);
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
        <LazyDialog onClose={() => {}} open dialog={dialog} onLoadError={onLoadError} />
      </main>,
    );
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('the page')).toBeTruthy();

    await act(async () => {
      rerender(
        <main>
          <h1>the page</h1>
          <LazyDialog onClose={() => {}} open={false} dialog={dialog} onLoadError={onLoadError} />
        </main>,
      );
    });
    rerender(
      <main>
        <h1>the page</h1>
        <LazyDialog onClose={() => {}} open dialog={dialog} onLoadError={onLoadError} />
      </main>,
    );
    expect(await screen.findByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyDialog, a declared dialog', () => {
  it('registers its code for intent, with what it needs beside it', async () => {
    const load = vi.fn(async () => Loaded);
    const alsoLoad = vi.fn(async () => undefined);
    lazyDialog('demo', load, { failureMessage: 'not used', alsoLoad });
    await preloadDialog('demo');
    expect(load).toHaveBeenCalledTimes(1);
    expect(alsoLoad).toHaveBeenCalledTimes(1);
  });

  it('closes itself, says so and has the build checked when its code does not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Dialog = lazyDialog('contact', async () => Promise.reject(new Error('offline')), {
      failureMessage: 'The form could not be loaded.',
    });
    const fakes = fakeAppActors();
    const onClose = vi.fn();
    render(
      <AppActorsProvider actors={fakes.actors}>
        <Dialog open onClose={onClose} />
      </AppActorsProvider>,
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(eventsOf(fakes.sent.buildUpdate, 'build.chunkFailed')).toHaveLength(1);
  });
});
