import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkEmailStart } from '../../../../src/features/auth/WorkEmailStart';
import { eventsOf } from '../../../helpers/fakeAppActors';
import { renderWithProviders } from '../header/renderWithProviders';

describe('the work e-mail field and Get started', () => {
  it('is an e-mail field whose only name is its visible label', async () => {
    await renderWithProviders(<WorkEmailStart />);
    // The copy of the label in the outline's notch must not be read out a second time.
    const field = screen.getByRole('textbox', { name: 'Work email' });
    expect(field.getAttribute('type')).toBe('email');
    expect(field.getAttribute('name')).toBe('email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    expect(
      screen.getAllByText('Work email').filter((text) => text.closest('[aria-hidden="true"]') === null),
    ).toHaveLength(1);
  });

  it('starts sign-up with what was typed, trimmed, and never opens Contact Sales', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWithProviders(<WorkEmailStart />);
    await user.type(screen.getByLabelText('Work email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(eventsOf(sent.authDialog, 'auth.show').at(-1)).toMatchObject({
      mode: 'signup',
      email: 'ada@example.com',
    });
    expect(eventsOf(sent.contact, 'contact.open')).toEqual([]);
  });

  it('opens an empty sign-up card when nothing was typed', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWithProviders(<WorkEmailStart />);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    const shown = eventsOf(sent.authDialog, 'auth.show').at(-1);
    expect(shown).toMatchObject({ mode: 'signup' });
    expect(shown).not.toHaveProperty('email');
  });
});
