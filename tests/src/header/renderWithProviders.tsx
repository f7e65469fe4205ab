import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../../../src/app/theme';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders inside the site theme and a wouter memory router at `path`; returns the router's history too. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook}>{ui}</Router>
    </ThemeProvider>,
  );
  return { ...result, history: location.history };
}
