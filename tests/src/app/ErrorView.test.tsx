import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FailedView } from '../../../src/app/ErrorView';
import { AppActorsProvider } from '../../../src/lib/state/appActors';
import { theme } from '../../../src/theme/theme';
import { fakeAppActors } from '../../helpers/fakeAppActors';

afterEach(cleanup);

describe('FailedView', () => {
  it("says the page did not load and retries, from the error page's chunk", async () => {
    const retry = vi.fn();
    render(
      <AppActorsProvider actors={fakeAppActors().actors}>
        <ThemeProvider theme={theme}>
          <Router hook={memoryLocation({ path: '/blog' }).hook}>
            <FailedView
              title="This page did not load"
              error="GET /blog/_payload.json answered 503"
              onRetry={retry}
            />
          </Router>
        </ThemeProvider>
      </AppActorsProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'This page did not load' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not load this page: GET /blog/_payload.json answered 503',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
