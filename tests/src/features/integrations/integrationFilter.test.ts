import { describe, expect, it } from 'vitest';
import { resultSentence } from '../../../../src/features/integrations/IntegrationFilterBar';
import {
  categorySlug,
  filterFromSearch,
  matchesFilter,
  searchWithFilter,
} from '../../../../src/features/integrations/integrationFilter';

const categories = ['Accounting', 'HR & payroll', 'E-commerce'];
const shopify = { name: 'Shopify', category: 'E-commerce', summary: 'Orders into Aden, stock levels back.' };
const xero = { name: 'Xero', category: 'Accounting', summary: 'Send approved bills and invoices to Xero.' };

describe('the integrations filter in the URL', () => {
  it('names a category by its slug', () => {
    expect(categories.map(categorySlug)).toEqual(['accounting', 'hr-payroll', 'e-commerce']);
  });

  it('reads the category and the search from the query; an unknown category is none', () => {
    expect(filterFromSearch('?category=hr-payroll&q=time', categories)).toEqual({
      category: 'HR & payroll',
      query: 'time',
    });
    expect(filterFromSearch('?category=golf', categories)).toEqual({ category: null, query: '' });
  });

  it('writes the filter back, other parameters kept, empty parts left out', () => {
    expect(searchWithFilter('?utm_source=mail', { category: 'E-commerce', query: 'shop' })).toBe(
      '?utm_source=mail&category=e-commerce&q=shop',
    );
    expect(searchWithFilter('?category=accounting&q=x', { category: null, query: '  ' })).toBe('');
  });

  it('matches every word of the search in the name, category or summary, within the category', () => {
    expect(matchesFilter(shopify, { category: null, query: 'stock ORDERS' })).toBe(true);
    expect(matchesFilter(shopify, { category: null, query: 'stock payroll' })).toBe(false);
    expect(matchesFilter(xero, { category: 'Accounting', query: 'invoices' })).toBe(true);
    expect(matchesFilter(xero, { category: 'E-commerce', query: '' })).toBe(false);
  });

  it('says what the grid shows, and that nothing matches', () => {
    expect(resultSentence({ category: null, query: '' }, 17, 17)).toBe('17 integrations');
    expect(resultSentence({ category: 'Accounting', query: ' xero ' }, 1, 17)).toBe(
      '1 of the 17 listed in Accounting, matching “xero”',
    );
    expect(resultSentence({ category: 'Accounting', query: 'golf' }, 0, 17)).toBe(
      'No integration in Accounting, matching “golf”.',
    );
  });

  it('counts the integrations a customer can connect as every other page does, and the ones not built apart', () => {
    expect(resultSentence({ category: null, query: '' }, 23, 23, 3)).toBe(
      '20 integrations, and 3 not built yet',
    );
  });
});
