import { describe, expect, it } from 'vitest';
import { outlineText } from '../../../../scripts/generators/pictures/outlineText';

const svgWith = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="0" y="20" font-size="16" font-weight="400" fill="#000">${text}</text></svg>`;

describe('outlineText', () => {
  it('outlines each glyph once and places it with <use>', async () => {
    const svg = await outlineText(svgWith('Matched 41 of 42'));
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<defs><path id="g0" d="M/);
    expect(svg).toContain('<use href="#g0"');
  });

  it('stops on a character the font lacks instead of drawing a box', async () => {
    await expect(outlineText(svgWith('1,240 → 310'))).rejects.toThrow(
      'Product picture text "1,240 → 310" has characters the font lacks: U+2192',
    );
  });
});
