import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../src/app/theme';
import {
  NEW_BUILD_MESSAGE,
  NewBuildNotice,
  showNewBuildNotice,
} from '../../../src/features/toasts/NewBuildNotice';

afterEach(cleanup);

describe('the new-version notice', () => {
  it('is not there until the build-update actor asks for it, then stays until dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <NewBuildNotice />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => showNewBuildNotice());
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NEW_BUILD_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
