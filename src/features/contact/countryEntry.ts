import type { MuiTelInputCountry } from 'mui-tel-input';

/** One country or territory of the picker (SPEC 3 'Country entry'). */
export interface CountryEntry {
  /** The English name. */
  name: string;
  /** The Chinese (simplified) name. */
  nameCN: string;
  iso2: MuiTelInputCountry;
  /** The international dial code without "+", e.g. "44". */
  dialCode: string;
  /** 0 for the main country of a dial code several share, then 1, 2…; 0 for the others too. */
  priority: number;
  /** National-number prefixes that pick this country among those sharing its dial code; null for none. */
  areaCodes: readonly string[] | null;
}
