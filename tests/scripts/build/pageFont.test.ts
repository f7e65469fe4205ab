import { describe, expect, it } from 'vitest';
import { withFontsItShows } from '../../../scripts/build/pageFont';

const FACES =
  '<style id="site-font">@font-face{font-family:a}</style><style id="site-font-ext">@font-face{font-family:a;unicode-range:U+0100-02BA}</style>';
const page = (text: string) => `<html><head>${FACES}</head><body><p>${text}</p></body></html>`;

describe('withFontsItShows', () => {
  it('leaves the latin-ext face out of a page that shows none of its characters', () => {
    const html = withFontsItShows(page('Books that keep themselves current — 78% matched, €12, “quoted”'));
    expect(html).not.toContain('site-font-ext');
    expect(html).toContain('<style id="site-font">');
  });

  it('keeps it in a page that shows one', () => {
    for (const text of ['Łukasz Nowak', 'Dvořák', 'Şahin', 'Price in ₹']) {
      expect(withFontsItShows(page(text))).toContain('<style id="site-font-ext">');
    }
  });
});
