import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SYMBOLS, customerSymbol } from '../../../src/content/customerMarks';
import { loadContent } from '../../../src/content/siteContent';

describe('customer logos', () => {
  it('give every customer of /customers a symbol of its own', () => {
    const names = loadContent().customers.logos.map((logo) => logo.name);
    expect(names.length).toBeLessThanOrEqual(CUSTOMER_SYMBOLS.length);
    const symbols = new Map(names.map((name) => [name, customerSymbol(name)]));
    expect(new Set(symbols.values()).size).toBe(names.length);
  });

  it('give a name the same symbol whatever was asked before it, in a fresh module as in this one', async () => {
    const names = loadContent().customers.logos.map((logo) => logo.name);
    const inOrder = names.map((name) => customerSymbol(name));
    vi.resetModules();
    const fresh = await import('../../../src/content/customerMarks');
    const reversed = [...names].reverse().map((name) => fresh.customerSymbol(name));
    expect(reversed.reverse()).toEqual(inOrder);
    expect(names.map((name) => fresh.customerMarkOf(name, '/customers').symbol)).toEqual(
      inOrder.map((index) => CUSTOMER_SYMBOLS[index]),
    );
  });
});
