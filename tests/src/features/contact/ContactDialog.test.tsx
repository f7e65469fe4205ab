import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContactRequest } from '../../../../contract/contactRequest';
import { ContactDialog } from '../../../../src/features/contact/ContactDialog';
import { createContactLogic } from '../../../../src/features/contact/contact.effects';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';
import { type Deferred, deferred } from '../../../helpers/deferred';
import { fakeAppActors } from '../../../helpers/fakeAppActors';

// The dialog's real wiring (scroll lock, conversion) with the contact call answered by the test.
let calls: Array<Deferred<unknown>>;
const submitCall = vi.fn((_: ContactRequest) => {
  const call = deferred<unknown>();
  calls.push(call);
  return call.promise;
});
let contactActor: ReturnType<typeof createContactActor>;
const createContactActor = () =>
  createActor(
    createContactLogic().provide({
      actors: { submitContact: fromPromise<unknown, ContactRequest>(({ input }) => submitCall(input)) },
    }),
  );
const openContact = (email?: string) =>
  contactActor.send(email ? { type: 'contact.open', email } : { type: 'contact.open' });
const closeContact = () => contactActor.send({ type: 'contact.close' });

beforeEach(() => {
  calls = [];
  submitCall.mockClear();
  contactActor = createContactActor().start();
});
afterEach(async () => {
  // Awaited: closing moves the focus out of the form and may suspend; both settle inside act.
  await act(async () => closeContact());
  contactActor.stop();
  cleanup();
});

function renderDialog(email?: string, fakes = fakeAppActors()) {
  const { actors } = fakes;
  render(
    <AppActorsProvider actors={{ ...actors, contact: contactActor }}>
      <ThemeProvider theme={theme}>
        <ContactDialog />
      </ThemeProvider>
    </AppActorsProvider>,
  );
  act(() => openContact(email));
  return userEvent.setup();
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const phoneInput = () => screen.getByLabelText(/^Phone Number/) as HTMLInputElement;

async function fillNameAndEmail(user: ReturnType<typeof userEvent.setup>, email = 'Ada@Example.com') {
  await user.type(input(/^First Name/), 'Ada');
  await user.type(input(/^Last Name/), 'Lovelace');
  await user.clear(input(/^Work Email/));
  await user.type(input(/^Work Email/), email);
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, email = 'Ada@Example.com') {
  await fillNameAndEmail(user, email);
  await user.type(phoneInput(), '2025550123');
}

describe('ContactDialog', () => {
  it('shows the four required fields, the email prefilled from the opening event, and Get started', () => {
    renderDialog('ada@example.com');
    const dialog = screen.getByRole('dialog', { name: 'Contact Sales' });
    for (const name of [/^First Name/, /^Last Name/, /^Work Email/]) {
      expect(input(name).required).toBe(true);
    }
    expect(input(/^Work Email/).type).toBe('email');
    expect(input(/^Work Email/).value).toBe('ada@example.com');
    expect(phoneInput().required).toBe(true);
    expect(phoneInput().type).toBe('tel');
    expect(within(dialog).getByText('+1')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Get started' })).toBeDefined();
    // The labels are SPEC 2's, asterisk included, and the fields are required.
    for (const label of ['First Name*', 'Last Name*', 'Work Email*', 'Phone Number*']) {
      const field = within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(field.required).toBe(true);
    }
  });

  it("loads no flag from a CDN: the flags are the site's own images", () => {
    renderDialog();
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/flags/US.svg']);
    expect(screen.getByRole('button', { name: 'United States, Open flags menu' })).toBeDefined();
  });

  it('locks the page scroll while open and unlocks it on close', async () => {
    renderDialog();
    // After the frame that shows the dialog (src/lib/ui/scrollLock.ts).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    act(() => closeContact());
    expect(document.body.style.overflow).toBe('');
  });

  it('refuses blank fields with messages and sends nothing', async () => {
    const user = renderDialog();
    await user.type(input(/^First Name/), '   ');
    await user.type(input(/^Last Name/), ' ');
    await user.type(input(/^Work Email/), 'ada@');
    await user.type(phoneInput(), '202');
    // The browser would stop an empty form; the schema checks what gets past it.
    const form = screen.getByRole('form', { name: 'Contact sales' }) as HTMLFormElement;
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(await screen.findByText('Please input your first name')).toBeDefined();
    expect(screen.getByText('Please input your last name')).toBeDefined();
    expect(screen.getByText('Please input a valid email')).toBeDefined();
    expect(screen.getByText('Please input a valid phone number')).toBeDefined();
    expect(submitCall).not.toHaveBeenCalled();
  });

  it('asks for a phone number when only the country code is there', async () => {
    const user = renderDialog();
    await user.click(phoneInput());
    await user.tab();
    expect(await screen.findByText('Please input your phone number')).toBeDefined();
  });

  it('sends phone_number as (+DIAL) NATIONAL, then shows the scheduler prefilled with name and email', async () => {
    const user = renderDialog();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(submitCall).toHaveBeenCalledTimes(1));
    expect(submitCall.mock.calls[0]?.[0]).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+1) 2025550123',
      email: 'ada@example.com',
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);

    await act(async () => calls[0]?.resolve({ id: 1 }));
    const frame = await screen.findByTitle('Schedule a call with Aden');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.searchParams.get('name')).toBe('Ada Lovelace');
    expect(src.searchParams.get('email')).toBe('ada@example.com');
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
  });

  it('shows the red error text on failure and keeps what was typed', async () => {
    const user = renderDialog();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject({ status: 500, message: 'Internal server error' }));

    const error = await screen.findByText('Something went wrong. Please try again.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(getComputedStyle(error).color).toBe(toRgb(theme.palette.error.main));
    expect(input(/^First Name/).value).toBe('Ada');
    expect(input(/^Last Name/).value).toBe('Lovelace');
    expect(input(/^Work Email/).value).toBe('Ada@Example.com');
    expect(phoneInput().value).toBe('202 555 0123');
    expect(screen.getByRole('button', { name: 'Get started' })).toHaveProperty('disabled', false);

    // Trying again clears the error while it sends.
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull());
  });

  it('closes with the close button and starts empty when opened again', async () => {
    const user = renderDialog();
    await user.type(input(/^First Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(contactActor.getSnapshot().value).toBe('closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openContact());
    expect(input(/^First Name/).value).toBe('');
  });

  it('stays open with what was typed when the backdrop is clicked', async () => {
    const user = renderDialog();
    await user.type(input(/^First Name/), 'Ada');
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    expect(contactActor.getSnapshot().matches('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Contact Sales' })).toBeDefined();
    expect(input(/^First Name/).value).toBe('Ada');
  });

  it('closes on Escape and resets the scheduler step', async () => {
    const user = renderDialog();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve({ id: 1 }));
    await screen.findByTitle('Schedule a call with Aden');
    // The submit button is gone; the visitor is somewhere in the dialog when pressing Escape.
    await user.click(screen.getByRole('heading', { name: 'Pick a time with our team' }));
    await user.keyboard('{Escape}');
    expect(contactActor.getSnapshot().value).toBe('closed');
    expect(contactActor.getSnapshot().context).toEqual({
      firstname: '',
      lastname: '',
      email: '',
      phoneNumber: '',
      error: false,
      askingForTime: false,
      preferredTime: null,
      timeZone: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openContact());
    expect(screen.getByRole('button', { name: 'Get started' })).toBeDefined();
  });

  it('searches the country picker by name, code or dial code and switches the dial code', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: /Open flags menu/ }));
    const search = await screen.findByRole('textbox', { name: 'Search countries' });
    await user.click(search);
    await user.paste('germ');
    const options = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Germany+49']);
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/flags/DE.svg');
    await user.clear(search);
    await user.paste('+44');
    const uk = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');
    expect(uk.map((option) => option.textContent)).toContain('United Kingdom+44');
    await user.click(uk.find((option) => option.textContent?.includes('United Kingdom')) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Countries' })).toBeNull());
    expect(within(screen.getByRole('dialog')).getByText('+44')).toBeDefined();
  }, 60_000); // the whole country list in jsdom: slow on a busy machine
});

function toRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('ContactDialog asking for a time', () => {
  it('asks for no phone number, requires a time, sends it with the time zone, and confirms the invitation by e-mail when the scheduler is not allowed', async () => {
    const user = renderDialog(
      undefined,
      fakeAppActors({ consent: { required: true, policyVersion: 'test' } }),
    );
    act(() => closeContact());
    act(() => contactActor.send({ type: 'contact.open', askForTime: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a demo time' });
    expect(within(dialog).queryByLabelText(/Phone/)).toBeNull();
    await fillNameAndEmail(user);
    const time = within(dialog).getByRole('combobox', { name: /^Preferred time for the demo/ });
    expect((time as HTMLSelectElement).required).toBe(true);
    // The browser's own check would stop the submit first; the schema's message is what remains.
    (time as HTMLSelectElement).required = false;
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(await within(dialog).findByText('Please choose a time for the demo')).toBeDefined();
    expect(submitCall).not.toHaveBeenCalled();

    await user.selectOptions(time, 'afternoon');
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(submitCall).toHaveBeenCalledTimes(1));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(submitCall.mock.calls[0]?.[0]).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      preferred_time: 'afternoon',
      time_zone: zone,
    });
    await act(async () => calls[0]?.resolve({ id: 1 }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      `Thank you, Ada. We have your request and will e-mail ada@example.com an invitation for a demo on a weekday afternoon (14:00–17:00, ${zone}).`,
    );
    expect(getComputedStyle(screen.getByRole('dialog')).maxWidth).toBe('560px');
    expect(screen.queryByTitle('Schedule a call with Aden')).toBeNull();
  });
});
