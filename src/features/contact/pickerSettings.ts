import type { MuiTelInputCountry } from 'mui-tel-input';

/** The picker settings of SPEC 3 ('Phone-input settings'), shared by both kinds of field. */
export interface PickerSettings {
  /** The selected country; changing it selects another. Default US (SPEC 9). */
  iso2?: MuiTelInputCountry;
  /** Show dial codes in the country list and beside the flag. Default true. */
  showAreaCode?: boolean;
  /** Offer a search box above the country list. Default true. */
  search?: boolean;
  /** Countries to leave out, by name, ISO code or dial code. */
  exclude?: readonly string[];
  /** Countries to offer only, by name, ISO code or dial code. */
  allowOnly?: readonly string[];
  /** Chinese country names and a Chinese search placeholder. Default false (English). */
  chineseLabels?: boolean;
  /** Overrides the search box's placeholder. */
  searchPlaceholder?: string;
}
