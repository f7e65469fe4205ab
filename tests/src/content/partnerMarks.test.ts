import { describe, expect, it } from 'vitest';
import {
  categoryGlyph,
  PARTNER_MARKS_FILE,
  partnerIconOf,
  partnerMarkOf,
  partnerMarksSvg,
  type SimpleIcon,
} from '../../../src/content/partnerMarks';
import { integrationCategories } from '../../../src/content/schema';

const icon = (slug: string, hex: string): SimpleIcon => ({ slug, title: slug, hex, path: 'M0 0h24v24H0z' });

describe('the partner icons’ file', () => {
  const svg = partnerMarksSvg([icon('adp', 'D0271D'), icon('gusto', 'F45D48'), icon('xero', '13B5EA')]);

  it('gives each icon a view of its own box, down one column, and its path in that box', () => {
    expect([...svg.matchAll(/<view id="([^"]+)" viewBox="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['adp', '0 0 24 24'],
      ['gusto', '0 24 24 24'],
      ['xero', '0 48 24 24'],
    ]);
    expect(
      [...svg.matchAll(/<path transform="translate\(0 (\d+)\)" fill="#(\w+)"/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['0', 'D0271D'],
      ['24', 'F45D48'],
      ['48', '13B5EA'],
    ]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 72">/);
  });

  it('is where a partner’s mark points, at its view', () => {
    const drive = partnerIconOf({ slug: 'google-drive' });
    expect(drive?.slug).toBe('googledrive');
    expect(partnerMarkOf({ slug: 'google-drive', name: 'Google Drive', category: 'Storage' })).toEqual({
      name: 'Google Drive',
      src: `${PARTNER_MARKS_FILE}#googledrive`,
      kind: 'icon',
    });
  });

  it('points a partner the set has no icon for at its category’s glyph, never at its name', () => {
    expect(partnerMarkOf({ slug: 'no-such-tool', name: 'No Such Tool', category: 'HR & payroll' })).toEqual({
      name: 'No Such Tool',
      src: `${PARTNER_MARKS_FILE}#category-hr-payroll`,
      kind: 'category',
    });
  });
});

describe('a category’s glyph', () => {
  it('is drawn as the file draws an icon: one view of its own, filled with a path', () => {
    const glyphs = integrationCategories.map((category) => categoryGlyph(category, '4E4B66'));
    expect(new Set(glyphs.map((glyph) => glyph.slug)).size).toBe(integrationCategories.length);
    expect(new Set(glyphs.map((glyph) => glyph.path)).size).toBe(integrationCategories.length);
    for (const glyph of glyphs) {
      expect(glyph.slug).toMatch(/^category-[a-z-]+$/);
      expect(glyph.hex).toBe('4E4B66');
      expect(glyph.path).toMatch(/^[Mm][\d.\s,a-zA-Z-]+$/);
    }
    expect(partnerMarksSvg(glyphs)).toContain('<view id="category-construction"');
  });
});
