import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneFold } from '../../../../src/components/sections/PhoneFold';
import { theme } from '../../../../src/theme/theme';

/** Emotion's rules on the page, in the order the browser applies them. */
const ruleTexts = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');

describe('PhoneFold', () => {
  it('hides its summary from 600 px up in a rule that comes after the summary’s own display', () => {
    render(
      <ThemeProvider theme={theme}>
        <PhoneFold summary="Show 4 more" gap={6}>
          <p>folded</p>
        </PhoneFold>
      </ThemeProvider>,
    );
    const rules = ruleTexts();
    const shown = rules.findIndex((rule) => /^\.[\w-]+>summary\{[^}]*display:flex/.test(rule));
    const hidden = rules.findIndex((rule) =>
      /^@media \(min-width:600px\)\{\.[\w-]+>summary\{display:none/.test(rule),
    );
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(hidden).toBeGreaterThan(shown);
  });
});
