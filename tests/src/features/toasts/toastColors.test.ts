import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../src/features/toasts/contrast';
import { TOAST_TYPES, toastColors } from '../../../../src/features/toasts/toastColors';
import { theme } from '../../../../src/theme/theme';

const WCAG_AA = 4.5;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // notistack's default success toast: white on #43a047, which is why we restyle it.
    expect(contrastRatio('#ffffff', '#43a047')).toBeLessThan(WCAG_AA);
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('white', '#000000')).toThrow(/#rrggbb/);
  });
});

describe('toast colours', () => {
  it('covers the four SPEC types', () => {
    expect(TOAST_TYPES).toEqual(['success', 'info', 'warning', 'error']);
  });

  it.each(TOAST_TYPES)('%s text on its background reaches WCAG AA (>= 4.5:1)', (type) => {
    const { background, text } = toastColors(theme, type);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(WCAG_AA);
  });
});
