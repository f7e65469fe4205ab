import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredSession } from '../../../../contract/auth';
import { MobileNav } from '../../../../src/features/header/MobileNav';
import { arpUrl } from '../../../../src/lib/auth/arpHandoff';
import { eventsOf } from '../../../helpers/fakeAppActors';
import { renderWithProviders } from './renderWithProviders';

async function openDrawer(path = '/', session?: StoredSession) {
  const user = userEvent.setup();
  const rendered = await renderWithProviders(<MobileNav path={path} />, {
    path,
    ...(session ? { session } : {}),
  });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Main' });
  return { user, drawer, ...rendered };
}

const drawerClosed = () =>
  waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());

const section = (drawer: HTMLElement, name: string) => within(drawer).getByRole('button', { name });

// The drawer is a lazy module; its first import makes the test runner transform MUI's Drawer, which
// can outlast findBy's second on a busy machine. Load it once up front: the tests time the app.
beforeAll(() => import('../../../../src/features/header/MobileDrawer'));

describe('mobile menu', () => {
  it('opens from the burger button', async () => {
    const { drawer } = await openDrawer();
    expect(section(drawer, 'Modules')).toBeDefined();
    expect(section(drawer, 'Customer')).toBeDefined();
    expect(section(drawer, 'Resources')).toBeDefined();
    expect(within(drawer).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('keeps one accordion section open at a time', async () => {
    const { user, drawer } = await openDrawer();
    const expanded = () =>
      ['Modules', 'Customer', 'Resources'].filter(
        (name) => section(drawer, name).getAttribute('aria-expanded') === 'true',
      );
    expect(expanded()).toEqual([]);

    await user.click(section(drawer, 'Modules'));
    expect(expanded()).toEqual(['Modules']);
    await user.click(section(drawer, 'Resources'));
    expect(expanded()).toEqual(['Resources']);
    await user.click(section(drawer, 'Customer'));
    expect(expanded()).toEqual(['Customer']);
    await user.click(section(drawer, 'Customer'));
    expect(expanded()).toEqual([]);
  });

  it('navigates from an item and closes the drawer', async () => {
    const { user, drawer, history } = await openDrawer();
    await user.click(section(drawer, 'Customer'));
    await user.click(within(drawer).getByRole('link', { name: 'Healthcare' }));
    expect(history.at(-1)).toBe('/customer/healthcare');
    await drawerClosed();
  });

  it('shows the signed-out mobile actions: Free Sign Up, Book a demo, Sign In', async () => {
    const { user, sent } = await openDrawer();
    const labels = ['Free Sign Up', 'Book a demo', 'Sign In'];
    const buttons = labels.map((name) => screen.getByRole('button', { name }));
    expect(buttons.map((button) => button.textContent)).toEqual(labels);

    // Each action's dialog opens once the drawer has gone (MobileDrawer.tsx, closeThen), not over it.
    await user.click(screen.getByRole('button', { name: 'Free Sign Up' }));
    expect(eventsOf(sent.authDialog, 'auth.show')).toEqual([]);
    await drawerClosed();
    await waitFor(() =>
      expect(eventsOf(sent.authDialog, 'auth.show').at(-1)).toMatchObject({ mode: 'signup' }),
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Book a demo' }));
    await drawerClosed();
    await waitFor(() => expect(eventsOf(sent.demoDialog, 'demo.open')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(eventsOf(sent.authDialog, 'auth.show').at(-1)).toMatchObject({ mode: 'login' }),
    );
  });

  it('signed in on /ai-form: Start for free, To ARP in a new tab, and Logout', async () => {
    const { user, actors } = await openDrawer('/ai-form', {
      token: 'tok-m',
      user: { firstname: '', lastname: '', email: 'x@example.com' },
    });
    expect(screen.queryByRole('button', { name: 'Free Sign Up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start for free' })).toBeDefined();
    const toArp = screen.getByRole('link', { name: 'To ARP' });
    expect(toArp.getAttribute('href')).toBe(arpUrl('onboarding', 'tok-m'));
    expect(toArp.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(actors.session.getSnapshot().matches('signedOut')).toBe(true));
  });
});
