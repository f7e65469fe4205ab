import type { MuiTelInputCountry } from 'mui-tel-input';
import { DIAL_CODES } from './dialCodes';

// The country picker's data and rules (SPEC 2 'Country picker', 3 'Country entry'): search by
// text, and allow-lists and block-lists by name, code or dial code.

export interface CountryEntry {
  iso2: MuiTelInputCountry;
  name: string;
  /** The Chinese name, also searchable (SPEC 3: nameCN). */
  nameCN: string;
  dialCode: string;
}

export const ALL_COUNTRIES = Object.keys(DIAL_CODES) as MuiTelInputCountry[];

const displayNames = (locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
};
const english = displayNames('en');
const chinese = displayNames('zh-CN');

export function countryEntry(iso2: MuiTelInputCountry): CountryEntry {
  return {
    iso2,
    name: english?.of(iso2) ?? iso2,
    nameCN: chinese?.of(iso2) ?? iso2,
    dialCode: DIAL_CODES[iso2],
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A list item of an allow/block list: a country's name, its ISO code, or its dial code ("+44" or "44"). */
function isNamedBy(entry: CountryEntry, item: string): boolean {
  const wanted = normalise(item);
  if (wanted === '') return false;
  const dial = wanted.replace(/^\+/, '');
  return (
    wanted === entry.iso2.toLowerCase() ||
    wanted === normalise(entry.name) ||
    wanted === normalise(entry.nameCN) ||
    (/^\d+$/.test(dial) && dial === entry.dialCode)
  );
}

/** The ISO codes a list of names, codes or dial codes stands for (for mui-tel-input's only/excluded lists). */
export function countriesNamedBy(items: readonly string[]): MuiTelInputCountry[] {
  return ALL_COUNTRIES.filter((iso2) => {
    const entry = countryEntry(iso2);
    return items.some((item) => isNamedBy(entry, item));
  });
}

/**
 * Search by text: a country matches when its English or Chinese name contains the text, its ISO code
 * equals it, or its dial code starts with the digits typed ("+4", "44").
 */
export function matchesSearch(entry: CountryEntry, query: string): boolean {
  const text = normalise(query);
  if (text === '') return true;
  const digits = text.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return entry.dialCode.startsWith(digits);
  return (
    normalise(entry.name).includes(text) ||
    entry.nameCN.includes(query.trim()) ||
    entry.iso2.toLowerCase() === text
  );
}
