import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../machines/session';
import { authDialogModule, demoDialogModule, sessionModule } from './mockActors';
import { renderWithProviders } from './renderWithProviders';

vi.mock('../../../src/actors/session', () => sessionModule());
vi.mock('../../../src/actors/authDialog', () => authDialogModule());
vi.mock('../../../src/actors/demoDialog', () => demoDialogModule());

const session = await import('../../../src/actors/session');
const { showAuth } = await import('../../../src/actors/authDialog');
const { openDemo } = await import('../../../src/actors/demoDialog');
const { Header } = await import('../../../src/features/header/Header');

// Back to the mocks' own implementations (signed out, no calls) after each test.
afterEach(() => {
  vi.resetAllMocks();
});

const ada: SessionUser = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  company_name: 'Acme',
};

function signIn() {
  vi.mocked(session.useIsSignedIn).mockReturnValue(true);
  vi.mocked(session.useSessionUser).mockReturnValue(ada);
  vi.mocked(session.useSessionToken).mockReturnValue('tok');
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollTo(0);
});

const headerBar = () => screen.getByRole('banner');

describe('Header', () => {
  it('links the logo home with the accessible name "Aden home"', () => {
    renderWithProviders(<Header whiteHeader />);
    expect(screen.getByRole('link', { name: 'Aden home' }).getAttribute('href')).toBe('/');
  });

  it('offers Sign In, Book a demo and Start for free to visitors', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header whiteHeader />);
    const actions = within(headerBar());
    await user.click(actions.getByRole('button', { name: 'Sign In' }));
    expect(showAuth).toHaveBeenLastCalledWith('login');
    await user.click(actions.getByRole('button', { name: 'Book a demo' }));
    expect(openDemo).toHaveBeenCalledTimes(1);
    await user.click(actions.getByRole('button', { name: 'Start for free' }));
    expect(showAuth).toHaveBeenLastCalledWith('signup');
  });

  it('shows the user widget instead when signed in, without Start for free', () => {
    signIn();
    renderWithProviders(<Header whiteHeader />);
    const bar = within(headerBar());
    expect(bar.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Start for free' })).toBeNull();
    const widget = bar.getByRole('button', { name: 'Ada Acme' });
    expect(widget.getAttribute('aria-haspopup')).toBe('true');
  });

  it('keeps Start for free for signed-in users on /ai-form pages', () => {
    signIn();
    renderWithProviders(<Header whiteHeader={false} />, { path: '/ai-form' });
    expect(within(headerBar()).getByRole('button', { name: 'Start for free' })).toBeDefined();
  });

  it('has a burger button for small screens', () => {
    renderWithProviders(<Header whiteHeader />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDefined();
  });

  it('starts transparent on a non-white page and fades in over 72 px of scroll', async () => {
    renderWithProviders(<Header whiteHeader={false} />);
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

  it('is white from the top on whiteHeader pages', () => {
    renderWithProviders(<Header whiteHeader />);
    expect(headerBar().dataset.backgroundOpacity).toBe('1');
  });
});
