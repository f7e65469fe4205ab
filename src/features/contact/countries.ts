import type { MuiTelInputCountry } from 'mui-tel-input';
import type { CountryEntry } from './countryEntry';
import { COUNTRY_TABLE } from './countryTable';

// The country picker's rules (SPEC 2 'Country picker', 3 'Country entry'): search by text, allow-lists
// and block-lists by name, code or dial code, and the country a typed number belongs to.

const byIso2 = new Map(COUNTRY_TABLE.map((entry) => [entry.iso2, entry]));

export const ALL_COUNTRIES: readonly MuiTelInputCountry[] = COUNTRY_TABLE.map((entry) => entry.iso2);

export function countryEntry(iso2: MuiTelInputCountry): CountryEntry {
  const entry = byIso2.get(iso2);
  if (!entry) throw new Error(`No country ${iso2} in the country table`);
  return entry;
}

/** The name the picker shows: Chinese with the Chinese-labels option, else English. */
export const countryLabel = (entry: CountryEntry, chineseLabels: boolean) =>
  chineseLabels ? entry.nameCN : entry.name;

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
  return COUNTRY_TABLE.filter((entry) => items.some((item) => isNamedBy(entry, item))).map(
    (entry) => entry.iso2,
  );
}

/**
 * Search by text, whatever language the labels are in: a country matches when its English or Chinese
 * name contains the text, its ISO code equals it, or its dial code starts with the digits typed
 * ("+4", "44").
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

/**
 * The country an international number belongs to, from the table: its dial code, then among the
 * countries sharing that code the one whose area code starts the national number, else the main one
 * (priority 0). Null while the dial code is incomplete or unknown, or when the country is not offered.
 */
export function countryOfNumber(
  value: string,
  offered: readonly MuiTelInputCountry[] = ALL_COUNTRIES,
): MuiTelInputCountry | null {
  const digits = value.replace(/\D/g, '');
  const sharing = COUNTRY_TABLE.filter((entry) => digits.startsWith(entry.dialCode)).filter((entry) =>
    offered.includes(entry.iso2),
  );
  const dialCode = sharing.reduce(
    (longest, entry) => (entry.dialCode.length > longest.length ? entry.dialCode : longest),
    '',
  );
  const candidates = sharing
    .filter((entry) => entry.dialCode === dialCode)
    .sort((a, b) => a.priority - b.priority);
  const national = digits.slice(dialCode.length);
  const byAreaCode = candidates.find((entry) => entry.areaCodes?.some((code) => national.startsWith(code)));
  return (byAreaCode ?? candidates[0])?.iso2 ?? null;
}
