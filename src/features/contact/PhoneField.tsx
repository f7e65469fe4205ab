import { DEFAULT_PHONE_COUNTRY } from '@machines/constants';
import PublicRounded from '@mui/icons-material/PublicRounded';
import Box from '@mui/material/Box';
import { MuiTelInput, type MuiTelInputProps } from 'mui-tel-input';
import { useMemo, useState } from 'react';
import { CountryListBox, type CountryListOptions, CountryListOptionsContext } from './CountryListBox';
import { CountrySelect } from './CountrySelect';
import { ALL_COUNTRIES, countriesNamedBy, countryEntry, countryLabel, countryOfNumber } from './countries';
import type { PickerSettings } from './pickerSettings';
import { searchPlaceholder } from './pickerText';

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

type TelProps = Omit<
  MuiTelInputProps,
  'defaultCountry' | 'forceCallingCode' | 'onlyCountries' | 'excludedCountries'
>;

export type PhoneFieldProps =
  | ({ type?: 'phone' } & PickerSettings & TelProps)
  | ({ type: 'country' } & PickerSettings & Parameters<typeof CountrySelect>[0]);

/**
 * The phone number with a country-code picker (SPEC 2, 3). `type` "phone" (the default): the value
 * is the international number, e.g. "+1 202 555 0123", and typing a number selects its country from
 * the area codes of the country table (+1 416 is Canada). `type` "country": the value is a country's
 * ISO code, picked from the same searchable list.
 */
export function PhoneField(props: PhoneFieldProps) {
  if (props.type === 'country') return <CountrySelect {...props} />;
  const { type: _type, ...rest } = props;
  return <PhoneNumberField {...rest} />;
}

/** The ISO codes offered after the allow-only and exclude lists. */
export function offeredCountries(allowOnly?: readonly string[], exclude?: readonly string[]) {
  const allowed = allowOnly ? countriesNamedBy(allowOnly) : ALL_COUNTRIES;
  const excluded = new Set(exclude ? countriesNamedBy(exclude) : []);
  return allowed.filter((iso2) => !excluded.has(iso2));
}

function PhoneNumberField({
  iso2 = DEFAULT_PHONE_COUNTRY,
  showAreaCode = true,
  search = true,
  exclude,
  allowOnly,
  chineseLabels = false,
  searchPlaceholder: placeholder,
  MenuProps,
  onChange,
  sx,
  ...props
}: PickerSettings & TelProps) {
  const offered = useMemo(() => offeredCountries(allowOnly, exclude), [allowOnly, exclude]);
  const onlyCountries = allowOnly ? offered : undefined;
  const excludedCountries = useMemo(() => (exclude ? countriesNamedBy(exclude) : undefined), [exclude]);
  // mui-tel-input keeps the selected country while the number fits another country with the same dial
  // code; the table's area codes decide instead. It only takes a new country when it mounts, so a
  // detected country remounts it (`generation`), with the focus kept in the number.
  const [selection, setSelection] = useState(() => ({
    from: iso2,
    country: (props.value && countryOfNumber(props.value, offered)) || iso2,
    generation: 0,
    refocus: false,
  }));
  if (selection.from !== iso2)
    setSelection({ from: iso2, country: iso2, generation: selection.generation + 1, refocus: false });

  const listOptions: CountryListOptions = {
    chineseLabels,
    search,
    showAreaCode,
    placeholder: placeholder ?? searchPlaceholder(chineseLabels),
  };
  const current = countryEntry(selection.country);
  return (
    <CountryListOptionsContext value={listOptions}>
      <MuiTelInput
        {...props}
        key={selection.generation}
        autoFocus={selection.refocus || props.autoFocus}
        defaultCountry={selection.country}
        forceCallingCode
        onlyCountries={onlyCountries}
        excludedCountries={excludedCountries}
        preferredCountries={offered.includes(DEFAULT_PHONE_COUNTRY) ? [DEFAULT_PHONE_COUNTRY] : []}
        getFlagElement={getFlagElement}
        unknownFlagElement={<PublicRounded fontSize="small" color="action" />}
        FlagIconButtonProps={{ 'aria-label': `${countryLabel(current, chineseLabels)}, Open flags menu` }}
        onChange={(value, info) => {
          const detected = info.reason === 'input' ? countryOfNumber(value, offered) : info.countryCode;
          if (detected && detected !== selection.country) {
            const remount = info.reason === 'input' && detected !== info.countryCode;
            setSelection({
              from: iso2,
              country: detected,
              generation: selection.generation + (remount ? 1 : 0),
              refocus: remount,
            });
          }
          onChange?.(value, { ...info, countryCode: detected ?? info.countryCode });
        }}
        sx={[
          // Without area codes the flag alone says the country.
          showAreaCode ? {} : { '& .MuiInputAdornment-root .MuiTypography-root': { display: 'none' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        MenuProps={{
          ...MenuProps,
          slots: { list: CountryListBox },
          // Replaces mui-tel-input's own slotProps, so the list keeps its listbox role here.
          slotProps: {
            paper: { sx: { maxHeight: 360, minWidth: 300 } },
            list: { role: 'listbox', 'aria-label': chineseLabels ? '国家和地区' : 'Countries' },
          },
        }}
      />
    </CountryListOptionsContext>
  );
}
