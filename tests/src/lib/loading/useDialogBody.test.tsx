import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogBody } from '../../../../src/lib/loading/useDialogBody';

afterEach(cleanup);

/** Records what each render of a dialog would show. */
function renders(open: boolean, seen: boolean[]) {
  function Dialog() {
    seen.push(useDialogBody(open));
    return null;
  }
  return <Dialog />;
}

describe('a dialog body after the first frame', () => {
  it('opens with the frame alone, then the body in the next render', () => {
    const seen: boolean[] = [];
    render(renders(true, seen));
    expect(seen).toEqual([false, true]);
  });

  it('keeps the body while the dialog closes, and leaves it out again on reopening', () => {
    const seen: boolean[] = [];
    const { rerender } = render(renders(true, seen));
    rerender(renders(false, seen));
    expect(seen.at(-1)).toBe(true);
    seen.length = 0;
    rerender(renders(true, seen));
    expect(seen).toEqual([false, true]);
  });

  it('leaves the body out while drawn ahead, and opens from there with the frame first', () => {
    const seen: boolean[] = [];
    function Dialog({ open, drawnAhead }: { open: boolean; drawnAhead: boolean }) {
      seen.push(useDialogBody(open, drawnAhead));
      return null;
    }
    const { rerender } = render(<Dialog open={false} drawnAhead />);
    expect(seen).not.toContain(true);
    seen.length = 0;
    rerender(<Dialog open drawnAhead={false} />);
    expect(seen).toEqual([false, true]);
  });

  it('opens with the body at once after a press its shell answered, and with the frame first again later', () => {
    const shell = document.createElement('div');
    shell.setAttribute('data-press-shell', 'auth');
    shell.setAttribute('role', 'dialog');
    document.body.append(shell);
    const seen: boolean[] = [];
    const { rerender } = render(renders(true, seen));
    expect(seen.every(Boolean)).toBe(true);
    shell.remove();
    rerender(renders(false, seen));
    seen.length = 0;
    rerender(renders(true, seen));
    expect(seen).toEqual([false, true]);
  });
});
