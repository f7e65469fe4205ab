import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content/siteContent';
import { WORD_MARK_TYPES, wordMarkType } from '../../../src/content/wordMarks';

describe('customer word marks', () => {
  it('set every customer of /customers in a type of its own', () => {
    const names = loadContent().customers.logos.map((logo) => logo.name);
    expect(names.length).toBeLessThanOrEqual(WORD_MARK_TYPES.length);
    const types = new Map(names.map((name) => [name, wordMarkType(name)]));
    expect(new Set(types.values()).size).toBe(names.length);
  });

  it('give a name the same type every time', () => {
    expect(wordMarkType('TC Boiler')).toBe(wordMarkType('TC Boiler'));
  });
});
