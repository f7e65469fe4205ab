import { describe, expect, it } from 'vitest';
import { CUSTOMER_SYMBOLS, customerSymbol } from '../../../src/content/customerMarks';
import { loadContent } from '../../../src/content/siteContent';

describe('customer logos', () => {
  it('give every customer of /customers a symbol of its own', () => {
    const names = loadContent().customers.logos.map((logo) => logo.name);
    expect(names.length).toBeLessThanOrEqual(CUSTOMER_SYMBOLS.length);
    const symbols = new Map(names.map((name) => [name, customerSymbol(name)]));
    expect(new Set(symbols.values()).size).toBe(names.length);
  });

  it('give a name the same symbol every time', () => {
    expect(customerSymbol('TC Boiler')).toBe(customerSymbol('TC Boiler'));
  });
});
