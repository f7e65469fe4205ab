// @vitest-environment node
// In Node, emotion's cache keeps each inserted style's CSS, as the prerender reads it.
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSiteStyleCache } from '@/theme/siteStyleCache';

function cssOf(sx: Record<string, string>): string {
  const cache = createSiteStyleCache();
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
});
