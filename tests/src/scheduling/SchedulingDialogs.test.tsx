import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../src/app/theme';

vi.mock('../../../src/actors/session', () => ({ useSessionUser: vi.fn(() => null) }));
vi.mock('../../../src/actors/demoDialog', () => ({ useDemoOpen: vi.fn(() => true), closeDemo: vi.fn() }));

const session = await import('../../../src/actors/session');
const { closeDemo } = await import('../../../src/actors/demoDialog');
const { DemoDialog } = await import('../../../src/features/scheduling/DemoDialog');
const { DiscoveryCallDialog } = await import('../../../src/features/scheduling/DiscoveryCallDialog');
const { SchedulingFrame } = await import('../../../src/features/scheduling/SchedulingFrame');
const { fullName, prefilledSchedulingUrl } = await import('../../../src/features/scheduling/prefilledUrl');
const { config } = await import('../../../src/lib/config');

// Back to the mocks' own implementations (signed out, no calls) after each test.
afterEach(() => {
  vi.resetAllMocks();
});

afterEach(cleanup);

const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('prefilledSchedulingUrl', () => {
  it('adds name and email query parameters, keeping existing ones', () => {
    expect(
      prefilledSchedulingUrl('https://cal.example/demo?x=1', {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
      }),
    ).toBe('https://cal.example/demo?x=1&name=Ada+Lovelace&email=ada%40example.com');
  });

  it('leaves blanks out', () => {
    expect(prefilledSchedulingUrl('https://cal.example/demo', { name: ' ', email: undefined })).toBe(
      'https://cal.example/demo',
    );
  });

  it('builds the full name from a user', () => {
    expect(fullName({ firstname: 'Ada', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstname: 'Ada', lastname: '' })).toBe('Ada');
    expect(fullName(null)).toBeUndefined();
  });
});

describe('SchedulingFrame', () => {
  it('embeds the prefilled scheduler with a title, and a new-tab fallback link below it', () => {
    withTheme(
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

describe('DiscoveryCallDialog', () => {
  it('is 90% wide up to 1200 px with a 760 px scheduler, prefilled for a signed-in user', () => {
    vi.mocked(session.useSessionUser).mockReturnValue({
      firstname: 'Ada',
      lastname: 'L',
      email: 'ada@example.com',
    });
    withTheme(<DiscoveryCallDialog open onClose={() => {}} />);
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
    withTheme(<DiscoveryCallDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('DemoDialog', () => {
  it('shows the demo scheduler while the demo dialog is open and closes through closeDemo', async () => {
    vi.mocked(session.useSessionUser).mockReturnValue(null);
    withTheme(<DemoDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByTitle('Book a demo').getAttribute('src')).toBe(config.schedulingUrl);
    await userEvent.keyboard('{Escape}');
    expect(closeDemo).toHaveBeenCalled();
  });
});
