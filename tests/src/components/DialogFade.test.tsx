import Dialog from '@mui/material/Dialog';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKDROP_FADE_SLOT_PROPS, DIALOG_FADE_SLOTS, DialogFade } from '../../../src/components/DialogFade';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A dialog drawn ahead as the site's are: kept mounted while closed, faded by `DialogFade`. */
function FadedDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      keepMounted
      slots={DIALOG_FADE_SLOTS}
      slotProps={{ backdrop: { ...BACKDROP_FADE_SLOT_PROPS, 'data-testid': 'backdrop' } as object }}
    >
      <p>Inside the dialog</p>
    </Dialog>
  );
}

const container = () => screen.getByText('Inside the dialog').closest('.MuiDialog-container') as HTMLElement;

describe('DialogFade', () => {
  it('keeps a dialog drawn ahead transparent and hidden, then shows it opaque with a CSS fade', () => {
    const { rerender } = render(<FadedDialog open={false} />);
    expect(container().style.opacity).toBe('0');
    expect(container().style.visibility).toBe('hidden');
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<FadedDialog open />);
    expect(container().style.opacity).toBe('1');
    expect(container().style.visibility).toBe('');
    expect(container().style.transition).toBe('opacity 225ms cubic-bezier(0.4, 0, 0.2, 1)');
    expect(screen.getByTestId('backdrop').style.opacity).toBe('1');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('fades out on closing and hides it, and gives the page back, once the exit time has passed', () => {
    vi.useFakeTimers();
    const { rerender, container: page } = render(
      <>
        <main>The page</main>
        <FadedDialog open />
      </>,
    );
    // MUI hides the page from assistive technology while the modal is open, and gives it back after.
    expect(page.getAttribute('aria-hidden')).toBe('true');

    rerender(
      <>
        <main>The page</main>
        <FadedDialog open={false} />
      </>,
    );
    expect(container().style.opacity).toBe('0');
    expect(container().style.visibility).toBe('');
    act(() => vi.advanceTimersByTime(194));
    expect(container().style.visibility).toBe('');
    expect(page.getAttribute('aria-hidden')).toBe('true');

    act(() => vi.advanceTimersByTime(1));
    expect(container().style.visibility).toBe('hidden');
    expect(page.hasAttribute('aria-hidden')).toBe(false);
  });

  it('tells the modal it has entered once the enter time has passed', () => {
    vi.useFakeTimers();
    const onEnter = vi.fn();
    const onEntered = vi.fn();
    render(
      <DialogFade in onEnter={onEnter} onEntered={onEntered} timeout={{ enter: 100, exit: 50 }}>
        <div>Shown</div>
      </DialogFade>,
    );
    expect(onEnter).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(99));
    expect(onEntered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEntered).toHaveBeenCalledTimes(1);
  });
});
