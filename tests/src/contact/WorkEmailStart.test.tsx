import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkEmailStart } from '../../../src/features/contact/WorkEmailStart';
import { eventsOf } from '../../helpers/fakeAppActors';
import { renderWithProviders } from '../header/renderWithProviders';

describe('the work e-mail field and Get started', () => {
  it('is an e-mail input named by its visible label, the outline hidden from screen readers', async () => {
    const { container } = await renderWithProviders(<WorkEmailStart />);
    const field = screen.getByLabelText('Work email');
    expect(field.getAttribute('type')).toBe('email');
    expect(field.getAttribute('name')).toBe('email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    // The label's copy in the outline's notch is decoration only.
    const outline = container.querySelector('fieldset');
    expect(outline?.getAttribute('aria-hidden')).toBe('true');
    expect(
      within(screen.getByRole('form', { name: 'Get started with Aden' })).getAllByText('Work email'),
    ).toHaveLength(2);
  });

  it('opens the contact dialog with what was typed, trimmed', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWithProviders(<WorkEmailStart />);
    await user.type(screen.getByLabelText('Work email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(eventsOf(sent.contact, 'contact.open').at(-1)).toMatchObject({ email: 'ada@example.com' });
  });
});
