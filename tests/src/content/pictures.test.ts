import { describe, expect, it } from 'vitest';
import {
  keyColumn,
  loadContent,
  panelHeight,
  productScreens,
  screenSrc,
  tableColumns,
} from '../../../src/content/siteContent';

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

  it('say in their alt text what they show', () => {
    for (const screen of screens) expect(screen.alt.length, screen.page).toBeGreaterThan(80);
  });

  it('show product records only: none of the page’s marketing figures', () => {
    const figuresOf = new Map<string, readonly { value: string; label: string }[]>([
      ['/', content.home.figures],
      ...content.modules.map((module) => [module.path, module.figures ?? []] as const),
      ...content.industries.map((industry) => [industry.path, industry.figures ?? []] as const),
      ...content.caseStudies.map((study) => [study.path, study.results] as const),
    ]);
    for (const screen of screens) {
      const shown = JSON.stringify({ ...screen, alt: '' });
      for (const figure of figuresOf.get(screen.page) ?? [])
        expect(shown, screen.page).not.toContain(figure.label);
    }
  });

  it('fit each crop: a wide table shows its first and last columns, a phone’s its key column, and the narrow crop is lower or as high', () => {
    for (const screen of screens) {
      if (screen.body.kind === 'table') {
        const wide = tableColumns(screen.body, 'wide').map((column) => column.index);
        expect(wide, screen.name).toContain(0);
        expect(wide, screen.name).toContain(screen.body.columns.length - 1);
        const narrow = tableColumns(screen.body, 'narrow').map((column) => column.index);
        expect(narrow, screen.name).toContain(keyColumn(screen.body));
      }
      expect(panelHeight(screen, 'narrow')).toBeLessThanOrEqual(panelHeight(screen, 'wide'));
    }
  });
});
