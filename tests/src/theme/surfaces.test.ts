// @vitest-environment node
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/theme/theme';

const AA = 4.5;
const { palette } = theme;

/** Each text colour the sections set on a surface, with the surface (docs/decisions/0175). */
const PAIRS: Record<string, [text: string, surface: string]> = {
  'a heading on the tint': [palette.text.primary, palette.surface.tint],
  'body text on the tint': [palette.text.secondary, palette.surface.tint],
  'a link or eyebrow on the tint': [palette.primary.main, palette.surface.tint],
  'a figure on the dark band': [palette.common.white, palette.surface.dark],
  "a figure's label on the dark band": [palette.grey[100], palette.surface.dark],
  "a figure's source on the dark band": [palette.grey[300], palette.surface.dark],
  "the closing band's text where its gradient is lightest": [palette.grey[100], palette.primary.main],
};

describe('the surfaces', () => {
  for (const [name, [text, surface]] of Object.entries(PAIRS)) {
    it(`${name} reaches WCAG AA`, () => {
      expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(AA);
    });
  }

  it('set the tint apart from white, so a card differs from its band without an outline', () => {
    expect(palette.surface.tint).not.toBe(palette.background.paper);
    expect(getContrastRatio(palette.surface.tint, palette.background.paper)).toBeGreaterThan(1.05);
  });
});
