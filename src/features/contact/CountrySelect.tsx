import { DEFAULT_PHONE_COUNTRY } from '@machines/constants';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MuiTelInputCountry } from 'mui-tel-input';
import { useMemo } from 'react';
import { countriesNamedBy, countryEntry, countryLabel, matchesSearch } from './countries';
import type { CountryEntry } from './countryEntry';
import { COUNTRY_TABLE } from './countryTable';
import type { PickerSettings } from './pickerSettings';
import { noCountryText, searchPlaceholder } from './pickerText';

export interface CountrySelectProps extends PickerSettings {
  type: 'country';
  /** The selected country's ISO code (the model value of this kind of field). */
  value?: MuiTelInputCountry | null;
  onChange?: (iso2: MuiTelInputCountry | null) => void;
  label?: string;
  id?: string;
  fullWidth?: boolean;
}

/** The picker as a country chooser (`type` "country"): the value is an ISO code, e.g. "FR". */
export function CountrySelect({
  value,
  onChange,
  label,
  id,
  iso2 = DEFAULT_PHONE_COUNTRY,
  showAreaCode = true,
  search = true,
  exclude,
  allowOnly,
  chineseLabels = false,
  searchPlaceholder: placeholder,
  fullWidth = true,
}: CountrySelectProps) {
  const options = useMemo(() => {
    const allowed = allowOnly ? new Set(countriesNamedBy(allowOnly)) : null;
    const excluded = new Set(exclude ? countriesNamedBy(exclude) : []);
    const collator = new Intl.Collator(chineseLabels ? 'zh-Hans-CN' : 'en');
    return COUNTRY_TABLE.filter((entry) => (!allowed || allowed.has(entry.iso2)) && !excluded.has(entry.iso2))
      .slice()
      .sort((a, b) => collator.compare(countryLabel(a, chineseLabels), countryLabel(b, chineseLabels)));
  }, [allowOnly, exclude, chineseLabels]);
  const selected = value === undefined ? countryEntry(iso2) : value ? countryEntry(value) : null;
  return (
    <Autocomplete<CountryEntry, false, false, false>
      id={id}
      options={options}
      value={selected}
      onChange={(_event, entry) => onChange?.(entry?.iso2 ?? null)}
      isOptionEqualToValue={(option, chosen) => option.iso2 === chosen.iso2}
      getOptionLabel={(entry) => countryLabel(entry, chineseLabels)}
      filterOptions={(all, { inputValue }) =>
        // While the field shows the chosen name, the whole list is offered.
        inputValue === (selected ? countryLabel(selected, chineseLabels) : '')
          ? all
          : all.filter((entry) => matchesSearch(entry, inputValue))
      }
      openOnFocus
      fullWidth={fullWidth}
      noOptionsText={noCountryText(chineseLabels)}
      renderOption={({ key, ...optionProps }, entry) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1.5 }}>
          <Box
            component="img"
            src={`${import.meta.env.BASE_URL}flags/${entry.iso2}.svg`}
            alt=""
            sx={{ width: 24, height: 16, objectFit: 'cover', borderRadius: '2px', boxShadow: 1 }}
          />
          <Box component="span" sx={{ flex: 1 }}>
            {countryLabel(entry, chineseLabels)}
          </Box>
          {showAreaCode ? (
            <Typography component="span" variant="body2" color="text.secondary">
              +{entry.dialCode}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={search ? (placeholder ?? searchPlaceholder(chineseLabels)) : undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, readOnly: !search } }}
        />
      )}
    />
  );
}
