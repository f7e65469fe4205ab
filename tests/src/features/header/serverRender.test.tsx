// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { dialogSlots } from '../../../../src/app/dialogs';
import { Footer } from '../../../../src/features/footer/Footer';
import { Header } from '../../../../src/features/header/Header';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';
import { fakeAppActors } from '../../../helpers/fakeAppActors';

/** The site is prerendered: these render in plain Node, where window does not exist. */
function prerender(path: string, whiteHeader: boolean) {
  return renderToString(
    <AppActorsProvider actors={fakeAppActors().actors}>
      <ThemeProvider theme={theme}>
        <Router ssrPath={path}>
          <Header whiteHeader={whiteHeader} />
          <Footer />
          <dialogSlots.demoDialog />
        </Router>
      </ThemeProvider>
    </AppActorsProvider>,
  );
}

describe('prerendering the header, footer and demo dialog', () => {
  it('needs no window', () => {
    expect(typeof window).toBe('undefined');
    const html = prerender('/ai-form', false);
    expect(html).toContain('aria-label="Aden home"');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('href="/terms-of-service"');
  });

  it('renders the top of the page (scroll 0): transparent on ordinary pages, white on whiteHeader pages', () => {
    expect(prerender('/ai-form', false)).toContain('data-background-opacity="0"');
    expect(prerender('/blog', true)).toContain('data-background-opacity="1"');
  });

  it('puts both the desktop navigation and the burger in the HTML; CSS picks one per breakpoint', () => {
    const html = prerender('/', true);
    expect(html).toContain('aria-label="Main"');
    for (const label of [
      'Modules',
      'Customer',
      'Pricing',
      'Resources',
      'Sign In',
      'Book a demo',
      'Start for free',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
  });
});
