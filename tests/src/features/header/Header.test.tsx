import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../machines/session';
import { Header } from '../../../../src/features/header/Header';
import { eventsOf } from '../../../helpers/fakeAppActors';
import { renderWithProviders } from './renderWithProviders';

const ada: SessionUser = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  company_name: 'Acme',
};

const signedIn = { session: { token: 'tok', user: ada } };

// The user menu is a lazy module; its first import makes the test runner transform MUI's Menu, which
// can outlast findBy's second on a busy machine. Load it once up front: the tests time the app.
beforeAll(() => import('../../../../src/features/header/UserMenu'));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollTo(0);
});

const headerBar = () => screen.getByRole('banner');

describe('Header', () => {
  it('links the logo home with the accessible name "Aden home"', async () => {
    await renderWithProviders(<Header whiteHeader />);
    expect(screen.getByRole('link', { name: 'Aden home' }).getAttribute('href')).toBe('/');
  });

  it('offers Sign In, Book a demo and Start for free to visitors', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWithProviders(<Header whiteHeader />);
    const actions = within(headerBar());
    await user.click(actions.getByRole('button', { name: 'Sign In' }));
    expect(eventsOf(sent.authDialog, 'auth.show').at(-1)).toMatchObject({ mode: 'login', rel: 'aden' });
    await user.click(actions.getByRole('button', { name: 'Book a demo' }));
    expect(eventsOf(sent.demoDialog, 'demo.open')).toHaveLength(1);
    await user.click(actions.getByRole('button', { name: 'Start for free' }));
    expect(eventsOf(sent.authDialog, 'auth.show').at(-1)).toMatchObject({ mode: 'signup' });
  });

  it('shows the user widget instead when signed in, without Start for free', async () => {
    await renderWithProviders(<Header whiteHeader />, signedIn);
    const bar = within(headerBar());
    expect(bar.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Start for free' })).toBeNull();
    const widget = await bar.findByRole('button', { name: 'Ada Acme' });
    expect(widget.getAttribute('aria-haspopup')).toBe('true');
  });

  it('keeps Start for free for signed-in users on /ai-form pages', async () => {
    await renderWithProviders(<Header whiteHeader={false} />, { path: '/ai-form', ...signedIn });
    expect(within(headerBar()).getByRole('button', { name: 'Start for free' })).toBeDefined();
  });

  it('has a burger button for small screens', async () => {
    await renderWithProviders(<Header whiteHeader />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDefined();
  });

  it('starts transparent on a non-white page and fades in over 72 px of scroll', async () => {
    await renderWithProviders(<Header whiteHeader={false} />);
    expect(headerBar().dataset.backgroundOpacity).toBe('0');
    await act(async () => {
      scrollTo(36);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(headerBar().dataset.backgroundOpacity).toBe('0.5');
    await act(async () => {
      scrollTo(400);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(headerBar().dataset.backgroundOpacity).toBe('1');
  });

  it('is white from the top on whiteHeader pages', async () => {
    await renderWithProviders(<Header whiteHeader />);
    expect(headerBar().dataset.backgroundOpacity).toBe('1');
  });
});
