import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../machines/session';
import { UserMenu } from '../../../../src/features/header/UserMenu';
import { arpUrl } from '../../../../src/lib/auth/arpHandoff';
import { connectNavigation, type NavigateOptions } from '../../../../src/lib/routing/navigation';
import { eventsOf } from '../../../helpers/fakeAppActors';
import { renderWithProviders } from './renderWithProviders';

const ada: SessionUser = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  company_name: 'Analytical Engines',
};

function renderMenu(user: SessionUser, token = 'tok-1') {
  return renderWithProviders(<UserMenu user={user} token={token} />, { session: { token, user } });
}

const trigger = () => screen.getByRole('button', { expanded: false });

describe('signed-in widget: avatar (SPEC 2)', () => {
  it('shows the avatar image when the user has one', async () => {
    const { container } = await renderMenu({ ...ada, avatar: 'https://example.com/ada.png' });
    const img = container.querySelector('.MuiAvatar-root img');
    expect(img?.getAttribute('src')).toBe('https://example.com/ada.png');
  });

  it('else the first letter of the first name', async () => {
    const { container } = await renderMenu({ ...ada, avatar: null });
    const avatar = container.querySelector('.MuiAvatar-root');
    expect(avatar?.querySelector('img')).toBeNull();
    expect(avatar?.textContent).toBe('A');
  });

  it('else "U"', async () => {
    const { container } = await renderMenu({ ...ada, firstname: '' });
    expect(container.querySelector('.MuiAvatar-root')?.textContent).toBe('U');
  });

  it('shows the first name and the company name next to it', async () => {
    await renderMenu(ada);
    expect(within(trigger()).getByText('Ada')).toBeDefined();
    expect(within(trigger()).getByText('Analytical Engines')).toBeDefined();
  });
});

describe('signed-in widget: menu', () => {
  it('To ARP opens the AI form module in a new tab with the hand-off token', async () => {
    const user = userEvent.setup();
    await renderMenu(ada, 'tok-1');
    await user.click(trigger());
    const toArp = await screen.findByRole('menuitem', { name: 'To ARP' });
    expect(toArp.getAttribute('href')).toBe(arpUrl('modules/aden-ai-form', 'tok-1'));
    expect(toArp.getAttribute('href')).toContain(
      `/modules/aden-ai-form?t=${encodeURIComponent(btoa('jwt tok-1'))}`,
    );
    expect(toArp.getAttribute('target')).toBe('_blank');
    expect(toArp.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('To ARP opens onboarding when the user has no first name', async () => {
    const user = userEvent.setup();
    await renderMenu({ ...ada, firstname: '' }, 'tok-2');
    await user.click(trigger());
    const toArp = await screen.findByRole('menuitem', { name: 'To ARP' });
    expect(toArp.getAttribute('href')).toBe(arpUrl('onboarding', 'tok-2'));
    expect(toArp.getAttribute('href')).toContain('/onboarding?t=');
  });

  it('a click on To ARP goes through the route middleware, opting in to the external new tab', async () => {
    const navigations: [string, NavigateOptions][] = [];
    connectNavigation((to, options) => navigations.push([to, options]));
    try {
      const user = userEvent.setup();
      await renderMenu(ada, 'tok-3');
      await user.click(trigger());
      await user.click(await screen.findByRole('menuitem', { name: 'To ARP' }));
      expect(navigations).toEqual([
        [arpUrl('modules/aden-ai-form', 'tok-3'), { external: true, newTab: true }],
      ]);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    } finally {
      connectNavigation(null);
    }
  });

  it('a To ARP that cannot navigate is logged to the console only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      await renderMenu(ada, 'tok-4');
      await user.click(trigger());
      await user.click(await screen.findByRole('menuitem', { name: 'To ARP' }));
      expect(logged).toHaveBeenCalledWith('Navigation error', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });

  it('Logout signs out and closes the menu', async () => {
    const user = userEvent.setup();
    const { sent } = await renderMenu(ada);
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(eventsOf(sent.session, 'session.logout')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
