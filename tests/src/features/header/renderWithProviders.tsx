import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StoredSession } from '../../../../contract/auth';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';
import { type FakeAppActors, fakeAppActors, sessionRestored } from '../../../helpers/fakeAppActors';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/**
 * Renders inside the site theme, the app's actors (real machines with fake effects, signed in when
 * `session` has a token) and a wouter memory router at `path`; returns the router's history and the
 * actors with the events they received. Resolves once the session has read its storage.
 */
export async function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    session,
    fakes = fakeAppActors(session ? { session } : {}),
  }: { path?: string; session?: StoredSession; fakes?: FakeAppActors } = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppActorsProvider actors={fakes.actors}>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ThemeProvider>
    </AppActorsProvider>,
  );
  await act(() => sessionRestored(fakes));
  return { ...result, history: location.history, ...fakes };
}
