import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '../../../../contract/auth';
import { dialogSlots } from '../../../../src/app/dialogs';
import { SchedulingFrame } from '../../../../src/components/SchedulingFrame';
import { DiscoveryCallDialog } from '../../../../src/features/scheduling/SchedulingDialog';
import { config } from '../../../../src/lib/config/siteConfig';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { fullName, prefilledSchedulingUrl } from '../../../../src/lib/ui/prefilledUrl';
import { theme } from '../../../../src/theme/theme';
import { eventsOf, type FakeAppActors, fakeAppActors, sessionRestored } from '../../../helpers/fakeAppActors';

afterEach(cleanup);

/** Renders in the theme with the app's actors (fakes), after the session has read its storage. */
async function withTheme(ui: React.ReactElement, fakes: FakeAppActors = fakeAppActors()) {
  render(
    <AppActorsProvider actors={fakes.actors}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </AppActorsProvider>,
  );
  await act(() => sessionRestored(fakes));
  return fakes;
}

const signedIn = (session: StoredSession) => fakeAppActors({ session });

describe('prefilledSchedulingUrl', () => {
  it('adds name and email query parameters, keeping existing ones', async () => {
    expect(
      prefilledSchedulingUrl('https://cal.example/demo?x=1', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
      }),
    ).toBe('https://cal.example/demo?x=1&name=Ada+Lovelace&email=ada%40example.com');
  });

  it('leaves blanks out', async () => {
    expect(prefilledSchedulingUrl('https://cal.example/demo', { name: ' ', email: undefined })).toBe(
      'https://cal.example/demo',
    );
  });

  it('builds the full name from a user', async () => {
    expect(fullName({ firstname: 'Ada', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstname: 'Ada', lastname: '' })).toBe('Ada');
    expect(fullName(null)).toBeUndefined();
  });
});

describe('SchedulingFrame', () => {
  it('embeds the prefilled scheduler with a title, and a new-tab fallback link below it', async () => {
    await withTheme(
      <SchedulingFrame url="https://cal.example/demo" name="Ada" email="ada@example.com" height={500} />,
    );
    const frame = screen.getByTitle('Schedule a meeting');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://cal.example/demo?name=Ada&email=ada%40example.com');
    expect(getComputedStyle(frame).height).toBe('500px');
    const fallback = screen.getByRole('link', { name: 'Open the scheduler in a new tab' });
    expect(fallback.getAttribute('href')).toBe(frame.getAttribute('src'));
    expect(fallback.getAttribute('target')).toBe('_blank');
    expect(fallback.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('SchedulingFrame before functional consent', () => {
  it("holds a button in the frame's place that grants functional and loads the frame; the link works throughout", async () => {
    const fakes = await withTheme(
      <SchedulingFrame url="https://cal.example/demo" height={500} title="Book a demo" />,
      fakeAppActors({ consent: { required: true, policyVersion: 'test' } }),
    );
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Open the scheduler in a new tab' });
    expect(link.getAttribute('href')).toBe('https://cal.example/demo');
    await userEvent.click(
      screen.getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
    );
    expect(eventsOf(fakes.sent.consent, 'consent.grant')).toEqual([
      { type: 'consent.grant', category: 'functional' },
    ]);
    expect(screen.getByTitle('Book a demo').getAttribute('src')).toBe('https://cal.example/demo');
    expect(screen.queryByRole('button', { name: /Load the scheduler/ })).toBeNull();
  });
});

describe('DiscoveryCallDialog', () => {
  it('is 90% wide up to 1200 px with a 760 px scheduler, prefilled for a signed-in user', async () => {
    await withTheme(
      <DiscoveryCallDialog open onClose={() => {}} />,
      signedIn({ token: 'tok', user: { firstname: 'Ada', lastname: 'L', email: 'ada@example.com' } }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Book a discovery call' });
    const paperStyle = getComputedStyle(dialog);
    expect(paperStyle.width).toBe('90%');
    expect(paperStyle.maxWidth).toBe('1200px');
    const frame = within(dialog).getByTitle('Book a discovery call');
    expect(getComputedStyle(frame).height).toBe('760px');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(config.discoveryCallUrl);
    expect(src.searchParams.get('name')).toBe('Ada L');
    expect(src.searchParams.get('email')).toBe('ada@example.com');
  });

  it('calls onClose from its close button', async () => {
    const onClose = vi.fn();
    await withTheme(<DiscoveryCallDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('DemoDialog', () => {
  it('shows the demo scheduler while the demo dialog is open and closes it on Escape', async () => {
    const fakes = fakeAppActors();
    fakes.actors.demoDialog.send({ type: 'demo.open' });
    await withTheme(<dialogSlots.demoDialog />, fakes);
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByTitle('Book a demo').getAttribute('src')).toBe(config.schedulingUrl);
    await userEvent.keyboard('{Escape}');
    expect(fakes.actors.demoDialog.getSnapshot().matches('open')).toBe(false);
  });

  it('without functional cookies, offers to ask for a time in a form-sized dialog, and asks the demo actor', async () => {
    const fakes = fakeAppActors({ consent: { required: true, policyVersion: 'test' } });
    fakes.actors.demoDialog.send({ type: 'demo.open' });
    await withTheme(<dialogSlots.demoDialog />, fakes);
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(getComputedStyle(dialog).maxWidth).toBe('560px');
    expect(within(dialog).queryByTitle('Book a demo')).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Load the scheduler (sets third-party cookies)' }),
    ).toBeTruthy();
    // Booking a demo asks for no phone number, here or in the request that follows.
    expect(within(dialog).getByText(/e-mails you an invitation for that time/).textContent).toContain(
      'No phone number needed.',
    );
    expect(within(dialog).queryByLabelText(/Phone/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a time' }));
    expect(eventsOf(fakes.sent.demoDialog, 'demo.askForTime')).toHaveLength(1);
    expect(fakes.actors.demoDialog.getSnapshot().matches('closed')).toBe(true);
  });
});

describe('DiscoveryCallDialog without functional cookies', () => {
  it('offers the first-party request beside the scheduler button, and asks its actor', async () => {
    const fakes = fakeAppActors({ consent: { required: true, policyVersion: 'test' } });
    fakes.actors.discoveryCall.send({ type: 'demo.open' });
    await withTheme(<dialogSlots.discoveryCall />, fakes);
    const dialog = await screen.findByRole('dialog', { name: 'Book a discovery call' });
    expect(getComputedStyle(dialog).maxWidth).toBe('560px');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a time' }));
    expect(eventsOf(fakes.sent.discoveryCall, 'demo.askForTime')).toHaveLength(1);
  });
});

describe('the discovery-call slot', () => {
  it('shows the discovery-call scheduler while its app-wide actor is open', async () => {
    const fakes = fakeAppActors();
    fakes.actors.discoveryCall.send({ type: 'demo.open' });
    await withTheme(<dialogSlots.discoveryCall />, fakes);
    const dialog = await screen.findByRole('dialog', { name: 'Book a discovery call' });
    expect(within(dialog).getByTitle('Book a discovery call').getAttribute('src')).toBe(
      config.discoveryCallUrl,
    );
    await userEvent.keyboard('{Escape}');
    expect(fakes.actors.discoveryCall.getSnapshot().matches('open')).toBe(false);
  });
});
