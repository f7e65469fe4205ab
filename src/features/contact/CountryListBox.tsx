import { DEFAULT_PHONE_COUNTRY } from '@machines/constants';
import Box from '@mui/material/Box';
import MenuList, { type MenuListProps } from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MuiTelInputCountry } from 'mui-tel-input';
import {
  Children,
  cloneElement,
  createContext,
  type ForwardedRef,
  forwardRef,
  isValidElement,
  type ReactElement,
  useContext,
  useRef,
  useState,
} from 'react';
import { countryEntry, countryLabel, matchesSearch } from './countries';
import { noMatchText } from './pickerText';

export interface CountryListOptions {
  chineseLabels: boolean;
  search: boolean;
  showAreaCode: boolean;
  placeholder: string;
}

/** The phone field's settings, read by its country list (mui-tel-input renders the list itself). */
export const CountryListOptionsContext = createContext<CountryListOptions>({
  chineseLabels: false,
  search: true,
  showAreaCode: true,
  placeholder: '',
});

const englishOrder = new Intl.Collator('en');
const chineseOrder = new Intl.Collator('zh-Hans-CN');

type CountryItem = ReactElement<{ isoCode: MuiTelInputCountry; countryName?: string }>;

const isCountryItem = (child: unknown): child is CountryItem =>
  isValidElement<{ isoCode?: MuiTelInputCountry }>(child) && Boolean(child.props.isoCode);

/**
 * The list of mui-tel-input's country menu, made to follow the table (SPEC 3): names from the country
 * table in English or Chinese, sorted in that language with the default country first, an optional
 * search box (English and Chinese names, ISO code, dial code, whatever the labels show), and optional
 * dial codes. mui-tel-input's items keep selection, keyboard use and focus.
 */
export const CountryListBox = forwardRef(function CountryListBox(
  { children, autoFocus: _autoFocus, autoFocusItem: _autoFocusItem, ...props }: MenuListProps,
  ref: ForwardedRef<HTMLUListElement>,
) {
  const { chineseLabels, search, showAreaCode, placeholder } = useContext(CountryListOptionsContext);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement | null>(null);
  const collator = chineseLabels ? chineseOrder : englishOrder;
  const items = Children.toArray(children)
    .filter(isCountryItem)
    .map((child) => ({ child, entry: countryEntry(child.props.isoCode) }))
    .filter(({ entry }) => matchesSearch(entry, query))
    .map(({ child, entry }) => ({ child, entry, label: countryLabel(entry, chineseLabels) }))
    .sort(
      (a, b) =>
        Number(b.entry.iso2 === DEFAULT_PHONE_COUNTRY) - Number(a.entry.iso2 === DEFAULT_PHONE_COUNTRY) ||
        collator.compare(a.label, b.label),
    )
    .map(({ child, label }) => cloneElement(child, { countryName: label }));
  const setRefs = (element: HTMLUListElement | null) => {
    listRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const firstOption = () => listRef.current?.querySelector<HTMLElement>('[role="option"]');
  return (
    <>
      {search ? (
        <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', p: 1 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            placeholder={placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || (event.key === 'Enter' && items.length > 0)) {
                event.preventDefault();
                firstOption()?.focus();
                if (event.key === 'Enter') firstOption()?.click();
              } else if (event.key !== 'Escape' && event.key !== 'Tab') {
                // Typing belongs to the search box, not to the menu's type-ahead.
                event.stopPropagation();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': chineseLabels ? '搜索国家或地区' : 'Search countries' } }}
          />
        </Box>
      ) : null}
      <MenuList
        {...props}
        autoFocusItem={!search}
        ref={setRefs}
        sx={showAreaCode ? undefined : { '& .MuiTelInput-Typography-calling-code': { display: 'none' } }}
      >
        {items}
      </MenuList>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {noMatchText(query, chineseLabels)}
        </Typography>
      ) : null}
    </>
  );
});
