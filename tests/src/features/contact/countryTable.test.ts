import { existsSync } from 'node:fs';
import path from 'node:path';
import examples from 'libphonenumber-js/examples.mobile.json';
import { AsYouType } from 'mui-tel-input';
import { describe, expect, it } from 'vitest';
import { phonePlans } from '../../../../scripts/generators/countries/phonePrefixes';
import { countryOfNumber } from '../../../../src/features/contact/countries';
import { COUNTRY_TABLE } from '../../../../src/features/contact/countryTable';

// The committed table against the phone metadata installed with mui-tel-input: an upgrade that moves a
// dial code, a country or an area code fails here until `npm run countries` is run.

describe('the country table', () => {
  it('has every country of the metadata with its dial code, priority and area codes', () => {
    const table = COUNTRY_TABLE.map(({ iso2, dialCode, priority, areaCodes }) => ({
      iso2,
      dialCode,
      priority,
      areaCodes,
    }));
    expect(table).toEqual(phonePlans());
    expect(COUNTRY_TABLE.length).toBeGreaterThanOrEqual(240);
  });

  it('writes in an English and a Chinese name for every entry', () => {
    for (const entry of COUNTRY_TABLE) {
      expect(entry.name).toMatch(/^[\p{L}\p{M} .,’'&()-]+$/u);
      expect(entry.nameCN).toMatch(/\p{Script=Han}/u);
    }
    expect(COUNTRY_TABLE.find((entry) => entry.iso2 === 'FR')).toMatchObject({
      name: 'France',
      nameCN: '法国',
    });
    expect(COUNTRY_TABLE.find((entry) => entry.iso2 === 'US')).toMatchObject({
      name: 'United States',
      nameCN: '美国',
      dialCode: '1',
      priority: 0,
      areaCodes: null,
    });
  });

  it('gives area codes to the countries that share a dial code with a main one', () => {
    const byIso = (iso2: string) => COUNTRY_TABLE.find((entry) => entry.iso2 === iso2);
    expect(byIso('CA')?.areaCodes).toContain('416');
    expect(byIso('PR')).toMatchObject({ dialCode: '1', areaCodes: ['787', '939'] });
    expect(byIso('KZ')).toMatchObject({ dialCode: '7', priority: 1, areaCodes: ['7'] });
    expect(byIso('RU')).toMatchObject({ dialCode: '7', priority: 0, areaCodes: null });
    expect(byIso('GG')?.areaCodes).toContain('1481');
    expect(byIso('JE')?.areaCodes).toContain('1534');
    expect(byIso('IM')?.areaCodes).toContain('1624');
  });

  it('has a local flag image for every country', () => {
    const missing = COUNTRY_TABLE.filter(({ iso2 }) => !existsSync(path.join('public/flags', `${iso2}.svg`)));
    expect(missing).toEqual([]);
  });
});

describe('typing a number picks its country', () => {
  it('+1 416 is Canada, +1 787 Puerto Rico, +1 202 the United States', () => {
    expect(countryOfNumber('+1 416')).toBe('CA');
    expect(countryOfNumber('+1 416 555 0123')).toBe('CA');
    expect(countryOfNumber('+1 787 555 0123')).toBe('PR');
    expect(countryOfNumber('+1 202 555 0123')).toBe('US');
    expect(countryOfNumber('+1 4')).toBe('US');
    expect(countryOfNumber('+44 1481 123456')).toBe('GG');
    expect(countryOfNumber('+44 20 7946 0958')).toBe('GB');
    expect(countryOfNumber('+7 701 123 4567')).toBe('KZ');
    expect(countryOfNumber('+7 912 345 6789')).toBe('RU');
    expect(countryOfNumber('+33 6 12 34 56 78')).toBe('FR');
    expect(countryOfNumber('+')).toBeNull();
  });

  it('only picks countries on offer', () => {
    expect(countryOfNumber('+1 416 555 0123', ['US', 'PR'])).toBe('US');
    expect(countryOfNumber('+1 416 555 0123', ['FR'])).toBeNull();
  });

  it("agrees with mui-tel-input's own phone logic on every shared dial code's example numbers", () => {
    const shared = COUNTRY_TABLE.filter(({ dialCode }) =>
      COUNTRY_TABLE.some((other) => other.dialCode === dialCode && other.priority > 0),
    );
    const checked = shared.flatMap(({ iso2, dialCode }) => {
      const example = (examples as Record<string, string>)[iso2];
      if (!example) return [];
      const number = `+${dialCode}${example}`;
      const parser = new AsYouType();
      parser.input(number);
      return [{ number, table: countryOfNumber(number), muiTelInput: parser.getCountry() }];
    });
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.filter((row) => row.table !== row.muiTelInput)).toEqual([]);
  });
});
