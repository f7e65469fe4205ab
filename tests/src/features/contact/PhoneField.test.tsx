import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MuiTelInputCountry, MuiTelInputInfo } from 'mui-tel-input';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PHONE_COUNTRY } from '../../../../machines/constants';
import { PhoneField, type PhoneFieldProps } from '../../../../src/features/contact/PhoneField';
import {
  COUNTRY_SEARCH_PLACEHOLDER,
  COUNTRY_SEARCH_PLACEHOLDER_CN,
} from '../../../../src/features/contact/pickerText';
import { theme } from '../../../../src/theme/theme';

afterEach(cleanup);

type PhoneSettings = Omit<Extract<PhoneFieldProps, { type?: 'phone' }>, 'value' | 'onChange'>;

/** A phone field holding its value as a form would; `changes` records what it reports. */
function renderPhone(settings: PhoneSettings = {}, initial = '') {
  const changes: Array<{ value: string; info: MuiTelInputInfo }> = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PhoneField
        label="Phone Number"
        {...settings}
        value={value}
        onChange={(next, info) => {
          changes.push({ value: next, info });
          setValue(next);
        }}
      />
    );
  }
  const view = render(
    <ThemeProvider theme={theme}>
      <Harness />
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), changes, view };
}

const phoneInput = () => screen.getByLabelText('Phone Number') as HTMLInputElement;
const flagButton = () => screen.getByRole('button', { name: /Open flags menu$/ });
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(flagButton());
  return screen.findByRole('listbox');
}

describe('PhoneField settings', () => {
  it('type: a phone number by default, with the default country US (+1)', () => {
    renderPhone();
    expect(phoneInput().type).toBe('tel');
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(flagButton().getAttribute('aria-label')).toBe('United States, Open flags menu');
    expect(screen.getByText('+1')).toBeDefined();
  });

  it('value: shows the number it is given and its country', () => {
    renderPhone({}, '+33 6 12 34 56 78');
    expect(phoneInput().value).toBe('6 12 34 56 78');
    expect(flagButton().getAttribute('aria-label')).toBe('France, Open flags menu');
  });

  it('iso2: selects the given country, and another when it changes', () => {
    const { view } = renderPhone({ iso2: 'FR' });
    expect(flagButton().getAttribute('aria-label')).toBe('France, Open flags menu');
    expect(screen.getByText('+33')).toBeDefined();
    view.rerender(
      <ThemeProvider theme={theme}>
        <PhoneField label="Phone Number" iso2="DE" value="" />
      </ThemeProvider>,
    );
    expect(flagButton().getAttribute('aria-label')).toBe('Germany, Open flags menu');
    expect(screen.getByText('+49')).toBeDefined();
  });

  it('typing a number picks its country among those sharing the dial code, focus kept', async () => {
    const { user, changes } = renderPhone();
    await user.click(phoneInput());
    await user.keyboard('416');
    await waitFor(() => expect(flagButton().getAttribute('aria-label')).toBe('Canada, Open flags menu'));
    expect(document.activeElement).toBe(phoneInput());
    await user.keyboard('5550123');
    expect(phoneInput().value).toBe('416 555 0123');
    expect(changes.at(-1)).toMatchObject({ value: '+1 416 555 0123', info: { countryCode: 'CA' } });

    await user.clear(phoneInput());
    await user.keyboard('7875550123');
    await waitFor(() => expect(flagButton().getAttribute('aria-label')).toBe('Puerto Rico, Open flags menu'));
    expect(changes.at(-1)).toMatchObject({ value: '+1 787 555 0123', info: { countryCode: 'PR' } });

    await user.clear(phoneInput());
    await user.keyboard('2025550123');
    await waitFor(() =>
      expect(flagButton().getAttribute('aria-label')).toBe('United States, Open flags menu'),
    );
  });

  it('showAreaCode: dial codes beside the flag and in the list, or neither', async () => {
    const shown = renderPhone({ allowOnly: ['US', 'FR'] });
    let list = await openMenu(shown.user);
    expect(within(list).getAllByText('+33').length).toBeGreaterThan(0);
    cleanup();

    const hidden = renderPhone({ showAreaCode: false, allowOnly: ['US', 'FR'] });
    const code = screen.getByText('+1');
    expect(getComputedStyle(code).display).toBe('none');
    list = await openMenu(hidden.user);
    for (const dial of within(list).getAllByText('+33')) expect(getComputedStyle(dial).display).toBe('none');
  });

  it('search: a search box above the list, or none', async () => {
    const on = renderPhone({ allowOnly: ['US', 'FR'] });
    await openMenu(on.user);
    const box = screen.getByRole('textbox', { name: 'Search countries' });
    expect(box.getAttribute('placeholder')).toBe(COUNTRY_SEARCH_PLACEHOLDER);
    cleanup();

    const off = renderPhone({ search: false, allowOnly: ['US', 'FR'] });
    await openMenu(off.user);
    expect(screen.queryByRole('textbox', { name: 'Search countries' })).toBeNull();
    expect(optionTexts()).toEqual(['United States+1', 'France+33']);
  });

  it('exclude: leaves out countries given by name, code or dial code', async () => {
    // Next to an allow-only list, to keep the menu light in jsdom.
    const { user } = renderPhone({
      allowOnly: ['US', 'FR', 'DE', 'IT', 'GB', 'GG', 'JE', 'ES'],
      exclude: ['France', 'de', '+44'],
    });
    await openMenu(user);
    expect(optionTexts()).toEqual(['United States+1', 'Italy+39', 'Spain+34']);
  });

  it('allowOnly: offers only the countries given by name, code or dial code, the default first', async () => {
    const { user } = renderPhone({ allowOnly: ['法国', 'US', '+49'] });
    await openMenu(user);
    expect(optionTexts()).toEqual(['United States+1', 'France+33', 'Germany+49']);
  });

  it('chineseLabels: Chinese names and a Chinese search placeholder', async () => {
    const { user } = renderPhone({ chineseLabels: true, allowOnly: ['US', 'FR', 'DE'] });
    expect(flagButton().getAttribute('aria-label')).toBe('美国, Open flags menu');
    await openMenu(user);
    expect(optionTexts()).toEqual(['美国+1', '德国+49', '法国+33']);
    expect(screen.getByRole('textbox', { name: '搜索国家或地区' }).getAttribute('placeholder')).toBe(
      COUNTRY_SEARCH_PLACEHOLDER_CN,
    );
  });

  for (const chineseLabels of [false, true]) {
    it(`search finds France by "法国", "fra", "FR" or "+33" with ${chineseLabels ? 'Chinese' : 'English'} labels`, async () => {
      // A few countries keep the menu light in jsdom; the whole table's search is in countries.test.ts.
      const { user } = renderPhone({ chineseLabels, allowOnly: ['US', 'FR', 'GF', 'PF', 'ZA', 'DE', 'CN'] });
      await openMenu(user);
      const box = screen.getByRole('textbox', {
        name: chineseLabels ? '搜索国家或地区' : 'Search countries',
      });
      const france = chineseLabels ? '法国+33' : 'France+33';
      for (const query of ['法国', 'fra', 'FR', '+33']) {
        await user.clear(box);
        await user.paste(query);
        expect(optionTexts()).toContain(france);
      }
      await user.clear(box);
      await user.paste('法国');
      expect(optionTexts()).toEqual([france]);
      await user.click(within(screen.getByRole('listbox')).getByRole('option'));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(screen.getByText('+33')).toBeDefined();
    });
  }
});

describe('PhoneField type "country"', () => {
  it('picks a country: the value is its ISO code, searched in either language', async () => {
    const onChange = vi.fn<(iso2: MuiTelInputCountry | null) => void>();
    render(
      <ThemeProvider theme={theme}>
        <PhoneField type="country" label="Country" value={null} onChange={onChange} chineseLabels />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box.getAttribute('placeholder')).toBe(COUNTRY_SEARCH_PLACEHOLDER_CN);
    await user.click(box);
    await user.paste('fra');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('法国+33');
    await user.click(options.find((option) => option.textContent === '法国+33') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('FR');
    act(() => {});
  });
});
