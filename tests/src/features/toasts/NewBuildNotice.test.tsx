import { buildUpdateMachine } from '@machines/buildUpdate';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NEW_BUILD_MESSAGE, NewBuildNotice } from '../../../../src/features/toasts/NewBuildNotice';
import { type AppActors, AppActorsProvider } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';

afterEach(cleanup);

/** A build-update actor whose next check answers `latestId`. */
function buildUpdateAnswering(latestId: string) {
  const logic = buildUpdateMachine.provide({
    actors: { fetchLatestBuild: fromPromise(async () => ({ id: latestId })) },
  });
  return createActor(logic, { input: { currentBuildId: 'this-build' } }).start();
}

function renderNotice(buildUpdate: AppActors['buildUpdate']) {
  render(
    <ThemeProvider theme={theme}>
      <AppActorsProvider actors={{ buildUpdate } as AppActors}>
        <NewBuildNotice />
      </AppActorsProvider>
    </ThemeProvider>,
  );
}

describe('the new-version notice', () => {
  it('is not there until the build-update actor is updated, then stays until dismissed', async () => {
    const user = userEvent.setup();
    const buildUpdate = buildUpdateAnswering('next-build');
    renderNotice(buildUpdate);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      buildUpdate.send({ type: 'build.check' });
      await waitFor(buildUpdate, (snapshot) => snapshot.matches('updated'));
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NEW_BUILD_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away when the check finds the same build', async () => {
    const buildUpdate = buildUpdateAnswering('this-build');
    renderNotice(buildUpdate);
    await act(async () => {
      buildUpdate.send({ type: 'build.check' });
      await waitFor(buildUpdate, (snapshot) => !snapshot.matches('checking'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
