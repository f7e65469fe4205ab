import { describe, expect, it } from 'vitest';
import { headerAppearance, headerBackgroundOpacity } from '../../../../src/features/header/headerBackground';
import { HEADER_FADE_PX } from '../../../../src/lib/config/themeTokens';

describe('headerBackgroundOpacity (SPEC 2: 0 to 1 over the first 72 px)', () => {
  it('is 0 at the top, 0.5 at 36 px, 1 at 72 px', () => {
    expect(HEADER_FADE_PX).toBe(72);
    expect(headerBackgroundOpacity(0)).toBe(0);
    expect(headerBackgroundOpacity(36)).toBe(0.5);
    expect(headerBackgroundOpacity(72)).toBe(1);
  });

  it('rises linearly', () => {
    expect(headerBackgroundOpacity(18)).toBe(0.25);
    expect(headerBackgroundOpacity(54)).toBe(0.75);
  });

  it('stays at 1 beyond 72 px and at 0 for overscroll above the top', () => {
    expect(headerBackgroundOpacity(73)).toBe(1);
    expect(headerBackgroundOpacity(5000)).toBe(1);
    expect(headerBackgroundOpacity(-20)).toBe(0);
    expect(headerBackgroundOpacity(Number.NaN)).toBe(0);
  });
});

describe('headerAppearance', () => {
  it('whiteHeader pages start with a solid white bar; the edge still fades in with scroll', () => {
    expect(headerAppearance(true, 0)).toEqual({ backgroundOpacity: 1, edgeOpacity: 0 });
    expect(headerAppearance(true, 36)).toEqual({ backgroundOpacity: 1, edgeOpacity: 0.5 });
  });

  it('other pages start transparent and fade to white', () => {
    expect(headerAppearance(false, 0)).toEqual({ backgroundOpacity: 0, edgeOpacity: 0 });
    expect(headerAppearance(false, 36)).toEqual({ backgroundOpacity: 0.5, edgeOpacity: 0.5 });
    expect(headerAppearance(false, 72)).toEqual({ backgroundOpacity: 1, edgeOpacity: 1 });
  });
});
