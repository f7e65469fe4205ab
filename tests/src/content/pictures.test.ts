import { describe, expect, it } from 'vitest';
import { loadContent, type ProductScreen, productScreens, screenSrc } from '../../../src/content/siteContent';

const content = loadContent();
const screens = productScreens(content);

describe('product pictures', () => {
  it('give the home page, each module, industry and case study one picture of its own', () => {
    const pages = ['/', ...content.modules, ...content.industries, ...content.caseStudies].map((item) =>
      typeof item === 'string' ? item : item.path,
    );
    expect(screens.map((screen) => screen.page).sort()).toEqual(pages.sort());
    expect(new Set(screens.map((screen) => screenSrc(screen.name))).size).toBe(screens.length);
  });

  it('say in their alt text what they show, and take their tiles from the page’s figures', () => {
    for (const screen of screens) expect(screen.alt.length, screen.page).toBeGreaterThan(80);
    // The home dashboard is a customer's workspace: its own figures, none of Aden's (decision 0027).
    const home = screens.find((screen) => screen.page === '/') as ProductScreen;
    const homeValues = home.tiles.map((tile) => tile.value);
    expect(home.tiles.every((tile) => tile.label.length > 0)).toBe(true);
    for (const figure of content.home.figures) expect(homeValues).not.toContain(figure.value);
    const accounting = screens.find((screen) => screen.page === '/accounting') as ProductScreen;
    expect(accounting.tiles.map((tile) => tile.value)).toEqual(
      content.module('accounting')?.figures?.map((f) => f.value),
    );
  });
});
