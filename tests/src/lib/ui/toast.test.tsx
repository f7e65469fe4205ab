import { buildUpdateMachine } from '@machines/buildUpdate';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION_MS } from '../../../../machines/constants';
import { ToastProvider } from '../../../../src/features/toasts/ToastProvider';
import { MODAL_Z_INDEX, TOAST_OFFSET_PX, UI_Z_INDEX_BASE } from '../../../../src/lib/config/themeTokens';
import { type AppActors, AppActorsProvider } from '../../../../src/lib/state/appActors';
import { autoHideFor, toast } from '../../../../src/lib/ui/toast';
import { theme } from '../../../../src/theme/theme';

// The shell's new-version notice beside the toasts reads the build-update actor (never checking here).
const buildUpdate: AppActors['buildUpdate'] = createActor(buildUpdateMachine, {
  input: { currentBuildId: 'this-build' },
});

function renderProvider() {
  return render(
    <ThemeProvider theme={theme}>
      <AppActorsProvider actors={{ buildUpdate } as AppActors}>
        <ToastProvider>
          <p>page</p>
        </ToastProvider>
      </AppActorsProvider>
    </ThemeProvider>,
  );
}

// The toaster loads with the first toast; transforming notistack for the first time can outlast a
// query's wait on a busy machine, so the module is warmed once here (the app's dynamic import still runs).
beforeAll(() => import('../../../../src/features/toasts/Toaster'), 30_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('autoHideFor', () => {
  it('keeps a toast with lifetime 0 open forever and passes other lifetimes through', () => {
    expect(autoHideFor(0)).toBeNull();
    expect(autoHideFor(TOAST_DURATION_MS)).toBe(TOAST_DURATION_MS);
    expect(autoHideFor(1500)).toBe(1500);
  });
});

describe('toast', () => {
  it('shows an info toast by default with the theme colours', async () => {
    renderProvider();
    act(() => toast('Saved draft'));
    const message = await screen.findByText('Saved draft');
    const content = message.closest('.notistack-MuiContent');
    expect(content).toHaveProperty('className', expect.stringContaining('notistack-MuiContent-info'));
    const style = getComputedStyle(content as Element);
    expect(style.backgroundColor).toBe('rgb(11, 92, 173)'); // theme.palette.info.main #0b5cad
    expect(style.color).toBe('rgb(255, 255, 255)');
  });

  it('sits 16 px from the top, above dialogs (z-index 2000)', async () => {
    renderProvider();
    act(() => toast('Placed'));
    const message = await screen.findByText('Placed');
    const container = message.closest('.notistack-SnackbarContainer') as Element;
    expect(getComputedStyle(container).top).toBe(`${TOAST_OFFSET_PX}px`);
    expect(getComputedStyle(container).zIndex).toBe(String(UI_Z_INDEX_BASE));
    expect(Number(getComputedStyle(container).zIndex)).toBeGreaterThan(MODAL_Z_INDEX);
  });

  it('shows, in order, the toasts asked for before the toaster was there (an expired session at start)', async () => {
    toast('Unauthorized', 'error');
    toast('Second', 'info');
    renderProvider();
    const first = await screen.findByText('Unauthorized');
    const second = await screen.findByText('Second');
    expect(first.closest('.notistack-MuiContent-error')).not.toBeNull();
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the requested type', async () => {
    renderProvider();
    act(() => toast('Verification code sent to your email', 'success'));
    const message = await screen.findByText('Verification code sent to your email');
    expect(message.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  it('closes after the default 3000 ms, and never with lifetime 0', async () => {
    vi.useFakeTimers();
    renderProvider();
    act(() => {
      toast('Short lived');
      toast('Sticky', 'warning', 0);
    });
    // The toaster loads with the first toast; the fake clock moves on while it does.
    await vi.waitFor(() => expect(screen.getByText('Short lived')).toBeDefined());
    // Enter transition, auto-hide timer, exit transition: each step schedules the next.
    for (let step = 0; step < 10; step += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS / 2);
      });
    }
    expect(screen.queryByText('Short lived')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('Sticky')).toBeDefined();
  });
});
