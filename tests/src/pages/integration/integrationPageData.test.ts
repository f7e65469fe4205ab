import { describe, expect, it } from 'vitest';
import { integrationStatus } from '../../../../src/content/facts/integrationPlans';
import { loadContent } from '../../../../src/content/siteContent';
import { integrationPagePaths } from '../../../../src/pages/integration/integrationPageData';

describe("an integration's page data", () => {
  const pages = integrationPagePaths(loadContent());
  const page = (slug: string) => {
    const found = pages.find((each) => each.path === `/integrations/${slug}`);
    if (!found) throw new Error(`no page for ${slug}`);
    return found.payload;
  };

  it('closes a page not built yet with a promise its status keeps: a planned one is not told it will be planned', () => {
    expect(integrationStatus('sage-300-cre').status).toBe('planned');
    const planned = page('sage-300-cre');
    // Planned once: the chip gives the quarter, the note the plans.
    expect(planned.availabilityChip).toBe('Planned for Q2 2027');
    expect(planned.statusNote).toBe(
      'Not available yet: it will come with Team and above. What follows is what it will do.',
    );
    expect(planned.copy.cta.heading).toBe('Ask us about Sage 300 CRE');
    expect(planned.copy.cta.body).not.toMatch(/\bwhen it is (?:planned|scheduled)\b/);
    // The requested one shares the closing words, so they must hold for both.
    expect(page('jpmorgan-access').copy.cta.body).toBe(
      planned.copy.cta.body.replace('Sage 300 CRE', 'J.P. Morgan Access'),
    );
  });

  it('closes a built one by connecting it today', () => {
    expect(page('procore').copy.cta.heading).toBe('Connect Procore today');
    expect(page('procore').statusNote).toBeNull();
  });
});
