import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesktopNav } from '../../../../src/features/header/DesktopNav';
import { config } from '../../../../src/lib/config/siteConfig';
import { renderWithProviders } from './renderWithProviders';

function renderNav(path = '/') {
  return renderWithProviders(<DesktopNav path={path} />, { path });
}

describe('desktop dropdowns: keyboard', () => {
  it('Enter opens a menu, ArrowDown moves focus, Escape closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    await renderNav();
    const trigger = screen.getByRole('button', { name: 'Modules' });
    expect(trigger).toHaveProperty('ariaHasPopup', 'true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id);
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[1]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Tab closes a menu and returns focus to the trigger, as Escape does', async () => {
    const user = userEvent.setup();
    await renderNav();
    const trigger = screen.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('each opening starts at the first item, as a newly mounted menu does', async () => {
    const user = userEvent.setup();
    await renderNav();
    const trigger = screen.getByRole('button', { name: 'Modules' });
    trigger.focus();
    await user.keyboard('{Enter}');
    let menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.keyboard('{Enter}');
    menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
  });

  it('Space opens a menu too', async () => {
    const user = userEvent.setup();
    await renderNav();
    screen.getByRole('button', { name: 'Customer' }).focus();
    await user.keyboard(' ');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  });
});

describe('desktop dropdowns: mouse and links', () => {
  it('draws the panel hidden when the pointer comes to its trigger, with no menu role; the press shows it', async () => {
    const user = userEvent.setup();
    const { container } = await renderNav();
    const trigger = screen.getByRole('button', { name: 'Customer' });
    await user.hover(trigger);
    await waitFor(() => expect(container.querySelector('.MuiList-root')).not.toBeNull());
    const panel = container.querySelector('.MuiList-root')?.closest('.MuiPaper-root') as HTMLElement;
    expect(panel.style.visibility).toBe('hidden');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu.closest('.MuiPaper-root')).toBe(panel);
    expect(panel.style.visibility).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
  });

  it('shows the items with their descriptions as in-app links, and navigates on click', async () => {
    const user = userEvent.setup();
    const { history } = await renderNav();
    await user.click(screen.getByRole('button', { name: 'Modules' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual([
      '/module-training',
      '/project-management',
      '/accounting',
      '/inventory-management',
      '/workforce',
      '/eCommerce',
      '/professionalServices',
    ]);
    expect(within(menu).getByText('Learn Aden and certify your team.')).toBeDefined();

    await user.click(within(menu).getByRole('menuitem', { name: /Finance & Accounting/ }));
    expect(history.at(-1)).toBe('/accounting');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens external Resources links in a new tab with rel="noopener noreferrer"', async () => {
    const user = userEvent.setup();
    await renderNav();
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    const menu = await screen.findByRole('menu');
    const docs = within(menu).getByRole('menuitem', { name: /Documentation/ });
    expect(docs.getAttribute('href')).toBe(config.externalLinks.documentation);
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    const blog = within(menu).getByRole('menuitem', { name: /^Blog/ });
    expect(blog.getAttribute('target')).toBeNull();
  });

  it('sizes Resources at 1000 px and Modules at 900 px in two columns, and Customer at 500 px in one', async () => {
    const user = userEvent.setup();
    await renderNav();
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    let menu = await screen.findByRole('menu');
    expect(getComputedStyle(menu).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(getComputedStyle(menu.closest('.MuiPaper-root') as Element).width).toBe('1000px');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Modules' }));
    menu = await screen.findByRole('menu');
    expect(getComputedStyle(menu).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(getComputedStyle(menu.closest('.MuiPaper-root') as Element).width).toBe('900px');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Customer' }));
    menu = await screen.findByRole('menu');
    expect(getComputedStyle(menu).gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
    expect(getComputedStyle(menu.closest('.MuiPaper-root') as Element).width).toBe('500px');
  });

  it('closes on a second press of its trigger, and on a press elsewhere, leaving the focus there', async () => {
    const user = userEvent.setup();
    await renderNav();
    const trigger = screen.getByRole('button', { name: 'Customer' });
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    await screen.findByRole('menu');
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    pricing.addEventListener('click', (event) => event.preventDefault());
    await user.click(pricing);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(pricing);
  });

  it('opens one menu at a time: a press on another trigger closes the first', async () => {
    const user = userEvent.setup();
    await renderNav();
    await user.click(screen.getByRole('button', { name: 'Modules' }));
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(10);
  });

  it('links Pricing and marks it current on /pricing', async () => {
    await renderNav('/pricing');
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    expect(pricing.getAttribute('href')).toBe('/pricing');
    expect(pricing.getAttribute('aria-current')).toBe('page');
  });
});
