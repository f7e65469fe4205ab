import { DEFAULT_PHONE_COUNTRY } from '@machines/constants';
import PublicRounded from '@mui/icons-material/PublicRounded';
import Box from '@mui/material/Box';
import MenuList, { type MenuListProps } from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputProps } from 'mui-tel-input';
import { Children, type ForwardedRef, forwardRef, isValidElement, useMemo, useRef, useState } from 'react';
import { countriesNamedBy, countryEntry, matchesSearch } from './countries';

export const COUNTRY_SEARCH_PLACEHOLDER = 'Search country or dial code';

/** A country's flag, served by the site (public/flags): nothing loads from a flag CDN (DESIGN 5). */
export const flagUrl = (iso2: string) => `${import.meta.env.BASE_URL}flags/${iso2.toUpperCase()}.svg`;

/**
 * Replaces mui-tel-input's default flag, an image from a third-party CDN. Decorative: the country's
 * name is already the menu item's text and the flag button's label.
 */
export const getFlagElement: NonNullable<MuiTelInputProps['getFlagElement']> = (isoCode) => (
  <Box
    component="img"
    src={flagUrl(isoCode)}
    alt=""
    width={24}
    height={16}
    loading="lazy"
    sx={{ display: 'block', width: 24, height: 16, objectFit: 'cover', borderRadius: '2px', boxShadow: 1 }}
  />
);

/**
 * The list of mui-tel-input's country menu with a search box above it (SPEC 2 'Country picker':
 * search by text). mui-tel-input renders one item per country with an `isoCode` prop; this keeps
 * those that match and leaves selection, keyboard use and focus to the menu.
 */
const SearchableCountryList = forwardRef(function SearchableCountryList(
  { children, autoFocus: _autoFocus, autoFocusItem: _autoFocusItem, ...props }: MenuListProps,
  ref: ForwardedRef<HTMLUListElement>,
) {
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement | null>(null);
  const items = Children.toArray(children).filter((child) => {
    if (!isValidElement<{ isoCode?: MuiTelInputCountry }>(child) || !child.props.isoCode) return true;
    return matchesSearch(countryEntry(child.props.isoCode), query);
  });
  const setRefs = (element: HTMLUListElement | null) => {
    listRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', p: 1 }}>
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder={COUNTRY_SEARCH_PLACEHOLDER}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || (event.key === 'Enter' && items.length > 0)) {
              event.preventDefault();
              listRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
              if (event.key === 'Enter')
                listRef.current?.querySelector<HTMLElement>('[role="option"]')?.click();
            } else if (event.key !== 'Escape' && event.key !== 'Tab') {
              // Typing belongs to the search box, not to the menu's type-ahead.
              event.stopPropagation();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': 'Search countries' } }}
        />
      </Box>
      <MenuList {...props} ref={setRefs}>
        {items}
      </MenuList>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No country matches “{query}”.
        </Typography>
      ) : null}
    </>
  );
});

export type PhoneFieldProps = Omit<MuiTelInputProps, 'defaultCountry' | 'forceCallingCode'> & {
  /** Countries to offer only, by name, ISO code or dial code (SPEC 2). */
  allow?: readonly string[];
  /** Countries to leave out, by name, ISO code or dial code. */
  block?: readonly string[];
};

/**
 * The phone number with a country-code picker: default country US (dial code 1), country search on,
 * local flags. The value is the international number, e.g. "+1 202 555 0123".
 */
export function PhoneField({ allow, block, MenuProps, ...props }: PhoneFieldProps) {
  const onlyCountries = useMemo(() => (allow ? countriesNamedBy(allow) : undefined), [allow]);
  const excludedCountries = useMemo(() => (block ? countriesNamedBy(block) : undefined), [block]);
  return (
    <MuiTelInput
      {...props}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      forceCallingCode
      onlyCountries={onlyCountries}
      excludedCountries={excludedCountries}
      preferredCountries={[DEFAULT_PHONE_COUNTRY]}
      getFlagElement={getFlagElement}
      unknownFlagElement={<PublicRounded fontSize="small" color="action" />}
      MenuProps={{
        ...MenuProps,
        slots: { list: SearchableCountryList },
        // Replaces mui-tel-input's own slotProps, so the list keeps its listbox role here.
        slotProps: {
          paper: { sx: { maxHeight: 360, minWidth: 300 } },
          list: { role: 'listbox', 'aria-label': 'Countries' },
        },
      }}
    />
  );
}
