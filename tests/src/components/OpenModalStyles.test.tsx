import Dialog from '@mui/material/Dialog';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenModalStyles } from '../../../src/components/OpenModalStyles';

afterEach(cleanup);

/** The CSS Emotion has written to the page so far. */
const writtenCss = () =>
  [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');

/** The Emotion classes of an open dialog's root, with this root `sx`. */
function openRootClasses(zIndex: number): string[] {
  render(
    <Dialog open sx={{ zIndex }} data-testid="open-root">
      <p>Opened</p>
    </Dialog>,
  );
  return screen
    .getByTestId('open-root')
    .className.split(' ')
    .filter((name) => name.startsWith('css-'));
}

describe('OpenModalStyles', () => {
  it("writes the open modal root's rules before any dialog opens, and leaves the page alone", () => {
    const focused = document.activeElement;
    render(
      <>
        <main>The page</main>
        <OpenModalStyles sx={{ zIndex: 1801 }} />
      </>,
    );
    const before = writtenCss();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(screen.getByText('The page').closest('[aria-hidden]')).toBeNull();
    expect(document.activeElement).toBe(focused);
    expect(document.body.style.overflow).toBe('');

    const classes = openRootClasses(1801);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(before).toContain(`.${name}`);
  });

  it('without it, the open root is written only when the dialog opens', () => {
    const before = writtenCss();
    const classes = openRootClasses(1802);
    expect(classes.some((name) => !before.includes(`.${name}`))).toBe(true);
  });
});
