import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Footer } from '../../../../src/features/footer/Footer';
import { footerGroups, legalLinks } from '../../../../src/features/footer/footerLinks';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import { theme } from '../../../../src/theme/theme';
import { eventsOf, fakeAppActors } from '../../../helpers/fakeAppActors';

afterEach(cleanup);

// The test configuration asks for consent (VITE_CONSENT_REQUIRED's default), so the footer has its link.
const fakes = () => fakeAppActors({ consent: { required: true, policyVersion: 'test' } });

function renderFooter(actors = fakes()) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <AppActorsProvider actors={actors.actors}>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook}>
          <Footer />
        </Router>
      </ThemeProvider>
    </AppActorsProvider>,
  );
  return location.history;
}

const paths = (title: string) =>
  footerGroups.find((group) => group.title === title)?.links.map((link) => link.path);

describe('Footer', () => {
  it('groups the site links in the order a visitor reads a footer: product, customers, resources, company, then legal', () => {
    expect(footerGroups.map((group) => group.title)).toEqual([
      'Product',
      'Customers',
      'Resources',
      'Company',
    ]);
    expect(paths('Product')).toEqual([
      '/accounting',
      '/inventory-management',
      '/project-management',
      '/workforce',
      '/eCommerce',
      '/professionalServices',
      '/contracting',
      '/module-training',
      '/ai-form',
      '/pricing',
    ]);
    expect(paths('Customers')).toEqual([
      '/customers',
      '/customer/construction',
      '/customer/manufacturing',
      '/customer/healthcare',
      '/customer/government',
      '/case-studies/bluestreak',
      '/case-studies/hollis-grant',
      '/case-studies/kai-media',
      '/case-studies/medallion',
      '/case-studies/tc-boiler',
    ]);
    expect(paths('Resources')).toEqual([
      '/blog',
      '/integrations',
      '/business-processes',
      '/RoiCalculator',
      '/sitemaps/blogs',
      '/sitemaps/business-processes',
      '/sitemaps/case-studies',
      '/sitemaps/integrations',
    ]);
    expect(paths('Company')).toEqual(['/company', '/contact', '/security']);
    expect(legalLinks.map((link) => link.path)).toEqual(['/privacy', '/terms-of-service']);
  });

  it('lists each page once, under one name', () => {
    const links = [...footerGroups.flatMap((group) => group.links), ...legalLinks];
    const paths = links.map((link) => link.path);
    const labels = links.map((link) => link.label);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('renders each group as a labelled navigation of in-app links, and a copyright line', async () => {
    const history = renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const terms = within(legal).getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    await userEvent.click(terms);
    expect(history.at(-1)).toBe('/terms-of-service');
    const copyright = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^© \d{4} Aden\./.test(element.textContent ?? ''),
    );
    expect(copyright.textContent).toContain('All rights reserved.');
  });

  it('"Cookie settings" reopens the cookie choice', async () => {
    const actors = fakes();
    renderFooter(actors);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(eventsOf(actors.sent.consent, 'consent.customize')).toHaveLength(1);
  });
});
