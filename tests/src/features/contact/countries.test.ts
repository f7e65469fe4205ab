import { describe, expect, it } from 'vitest';
import {
  ALL_COUNTRIES,
  countriesNamedBy,
  countryEntry,
  matchesSearch,
} from '../../../../src/features/contact/countries';
import { formatPhoneNumber, phoneParts } from '../../../../src/features/contact/phoneNumber';

describe('country picker data', () => {
  it('knows about 240 countries and territories with their dial codes', () => {
    expect(ALL_COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(countryEntry('US')).toEqual({
      iso2: 'US',
      name: 'United States',
      nameCN: '美国',
      dialCode: '1',
      priority: 0,
      areaCodes: null,
    });
    expect(countryEntry('GB').dialCode).toBe('44');
  });

  it('searches by English or Chinese name, ISO code or dial code', () => {
    const search = (query: string) =>
      ALL_COUNTRIES.filter((iso2) => matchesSearch(countryEntry(iso2), query));
    expect(search('germ')).toEqual(['DE']);
    expect(search('德国')).toEqual(['DE']);
    expect(search('de')).toContain('DE');
    expect(search('+49')).toEqual(['DE']);
    expect(search('44')).toEqual(expect.arrayContaining(['GB', 'GG', 'IM', 'JE']));
    expect(search('  ')).toHaveLength(ALL_COUNTRIES.length);
    expect(search('cote')).toContain('CI');
  });

  it('reads allow and block lists by name, code or dial code', () => {
    expect(countriesNamedBy(['Germany', 'fr', '+81'])).toEqual(['DE', 'FR', 'JP']);
    expect(countriesNamedBy(['1'])).toEqual(expect.arrayContaining(['US', 'CA', 'PR']));
    expect(countriesNamedBy(['', 'nowhere'])).toEqual([]);
  });

  it('finds France by "法国", "fra", "FR" or "+33"', () => {
    const search = (query: string) =>
      ALL_COUNTRIES.filter((iso2) => matchesSearch(countryEntry(iso2), query));
    for (const query of ['法国', 'fra', 'FR', '+33', '33']) expect(search(query)).toContain('FR');
    expect(search('法国')).toEqual(['FR']);
  });
});

describe('phone_number', () => {
  it('is (+DIAL) NATIONAL (DESIGN 5)', () => {
    expect(formatPhoneNumber('+1 202 555 0123')).toBe('(+1) 2025550123');
    expect(formatPhoneNumber('+44 20 7946 0958')).toBe('(+44) 2079460958');
    expect(formatPhoneNumber('+81 3-1234-5678')).toBe('(+81) 312345678');
  });

  it('tells a bare country code from a number', () => {
    expect(phoneParts('+1')).toEqual({ dialCode: '1', national: '' });
    expect(phoneParts('+1 202')).toEqual({ dialCode: '1', national: '202' });
  });
});
