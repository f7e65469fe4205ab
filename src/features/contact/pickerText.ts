// The picker's own words. SPEC 2: the original picker's default search placeholder is Chinese; the
// site is in English, so English is the default here and Chinese comes with the Chinese labels.

export const COUNTRY_SEARCH_PLACEHOLDER = 'Search country or dial code';
export const COUNTRY_SEARCH_PLACEHOLDER_CN = '搜索国家/地区或区号';

export const searchPlaceholder = (chineseLabels: boolean) =>
  chineseLabels ? COUNTRY_SEARCH_PLACEHOLDER_CN : COUNTRY_SEARCH_PLACEHOLDER;

export const noMatchText = (query: string, chineseLabels: boolean) =>
  chineseLabels ? `没有与“${query}”匹配的国家或地区` : `No country matches “${query}”.`;

export const noCountryText = (chineseLabels: boolean) =>
  chineseLabels ? '没有匹配的国家或地区' : 'No country matches.';
