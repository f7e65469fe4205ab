// @vitest-environment node
// In Node, emotion's cache keeps each inserted style's CSS, as the prerender reads it.

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSiteStyleCache, webkitPrefixes } from '@/theme/siteStyleCache';

function cssOf(sx: SxProps<Theme>, cache = createSiteStyleCache()): string {
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((css) => typeof css === 'string')
    .join('');
}

describe('the site style cache', () => {
  it('writes the -webkit- spelling of what Safari and Chrome still need it for', () => {
    const css = cssOf({ userSelect: 'none', backdropFilter: 'blur(8px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);');
    expect(cssOf({ backgroundClip: 'text' })).toContain('-webkit-background-clip:text;background-clip:text;');
  });

  it('writes no prefix every browser of the build has dropped', () => {
    const css = cssOf({
      display: 'flex',
      alignItems: 'center',
      transition: 'opacity 200ms',
      transform: 'scale(2)',
      appearance: 'none',
      backgroundClip: 'padding-box',
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transition:opacity 200ms;');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it("writes an xs breakpoint's rule without the query every width matches, under the same class", () => {
    const sx = { display: { xs: 'none', md: 'flex' }, gap: { xs: 1 } };
    const css = cssOf(sx);
    const wrapped = cssOf(sx, createCache({ key: 'css', stylisPlugins: [webkitPrefixes] }));
    const className = /^@media \(min-width:0px\)\{\.(css-\w+)\{display:none;gap:8px;\}\}/.exec(wrapped)?.[1];
    expect(className).toBeDefined();
    expect(css).toBe(
      `.${className}{display:none;gap:8px;}@media (min-width:900px){.${className}{display:flex;}}`,
    );
  });

  it('keeps the query around an xs entry that writes more than one rule', () => {
    const css = cssOf({ '@media (min-width:0px)': { color: 'red', '&:hover': { color: 'blue' } } });
    expect(css).toMatch(/@media \(min-width:0px\)\{\.css-\w+\{color:red;\}\.css-\w+:hover\{color:blue;\}\}/);
  });

  it('unwraps a query nested in an xs entry to the nested query alone', () => {
    const css = cssOf({ '@media (min-width:0px)': { '@media (orientation: landscape)': { minHeight: 48 } } });
    expect(css).toMatch(/^@media \(orientation: landscape\)\{\.css-\w+\{min-height:48px;\}\}$/);
  });
});
