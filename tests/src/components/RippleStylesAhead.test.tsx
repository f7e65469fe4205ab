import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../src/app/theme';
import { RippleStylesAhead } from '../../../src/components/RippleStylesAhead';
import { firstIntent } from '../../../src/lib/firstIntent';

afterEach(cleanup);

/** The style sheets' text: Emotion writes each rule into a style element of the head. */
const styles = () =>
  Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).join('');

describe("the press ripple's styles ahead", () => {
  it('writes them once the visitor shows intent, out of sight, then leaves the page', async () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <RippleStylesAhead />
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(styles()).not.toMatch(/@keyframes/);

    act(() => firstIntent.mark());
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(styles()).toMatch(/@keyframes/);
    expect(styles()).toMatch(/MuiTouchRipple-rippleVisible/);
  });
});
