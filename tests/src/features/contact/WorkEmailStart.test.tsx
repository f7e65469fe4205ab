import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkEmailStart } from '../../../../src/features/contact/WorkEmailStart';
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

  it('opens the contact dialog with what was typed, trimmed', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWithProviders(<WorkEmailStart />);
    await user.type(screen.getByLabelText('Work email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(eventsOf(sent.contact, 'contact.open').at(-1)).toMatchObject({ email: 'ada@example.com' });
  });
});
