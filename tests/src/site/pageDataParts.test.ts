import { describe, expect, it } from 'vitest';
import { integrationLinkCard } from '../../../src/components/sections/LinkCards';
import { loadContent } from '../../../src/content/siteContent';
import { fillIn, newest, relevantIntegrations } from '../../../src/site/pageDataParts';

describe("the parts several pages' data share", () => {
  it('fill every placeholder of a copy, through objects and arrays, and leave one without a value', () => {
    const copy = {
      title: '{name} integration',
      ctas: [{ label: 'Connect {name} today' }],
      note: 'Works with {modules}',
      count: 3,
    };
    expect(fillIn(copy, { name: 'Xero' })).toEqual({
      title: 'Xero integration',
      ctas: [{ label: 'Connect Xero today' }],
      note: 'Works with {modules}',
      count: 3,
    });
  });

  it('date a list by its newest entry', () => {
    expect(newest(['2026-06-30', '2026-11-12', '2026-10-01'])).toBe('2026-11-12');
    expect(newest([])).toBe('');
  });

  describe('the integrations a page lists, by the relevance each integration declares', () => {
    const content = loadContent();
    const names = (page: Parameters<typeof relevantIntegrations>[1], leastRank?: 1 | 2 | 3) =>
      relevantIntegrations(content, page, leastRank).map((item) => item.name);

    it('open /accounting with the ledgers its buyers run, then payments and bank feeds', () => {
      expect(names('accounting').slice(0, 3)).toEqual(['QuickBooks Online', 'Sage Intacct', 'Xero']);
      expect(names('accounting', 2)).toContain('Stripe');
      // J.P. Morgan Access is requested, not built or scheduled: no page lists it among what connects.
      expect(names('accounting')).not.toContain('J.P. Morgan Access');
    });

    it('mark a planned integration with its quarter and list it after the built ones of its rank', () => {
      const construction = relevantIntegrations(content, 'construction');
      const marks = Object.fromEntries(construction.map((item) => [item.name, item.notBuilt]));
      expect(marks).toMatchObject({
        Procore: null,
        'Sage 300 CRE': 'Planned for Q2 2027',
        STACK: 'Planned for Q1 2027',
      });
      const first = construction.filter(
        (item) => content.integration(item.slug)?.relevance.construction === 1,
      );
      expect(first.at(-1)?.notBuilt).toBe('Planned for Q2 2027');
      expect(first.slice(0, -1).every((item) => item.notBuilt === null)).toBe(true);
    });

    it('say a planned integration is planned once on its card: the mark with its quarter, not the summary too', () => {
      const cards = relevantIntegrations(content, 'construction')
        .filter((item) => item.notBuilt)
        .map((item) => integrationLinkCard(item, 'Explore'));
      expect(cards.map((card) => card.title).sort()).toEqual(['STACK', 'Sage 300 CRE']);
      for (const card of cards)
        expect(`${card.label} ${card.body}`.match(/\bplanned\b/gi), card.title).toHaveLength(1);
    });

    it('leave out what a page is not relevant to', () => {
      expect(names('eCommerce')).not.toContain('Procore');
      expect(names('contracting', 1)).toEqual(['Autodesk Build', 'Procore', 'Sage 300 CRE']);
    });
  });
});
