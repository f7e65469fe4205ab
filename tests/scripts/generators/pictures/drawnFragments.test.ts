import { describe, expect, it } from 'vitest';
import { drawFragment, layOutFragment } from '../../../../scripts/generators/pictures/drawFragment';
import { layOutScreen } from '../../../../scripts/generators/pictures/drawScreen';
import { fragmentFrame } from '../../../../scripts/generators/pictures/fragments/frame';
import { fragmentTableColumns } from '../../../../scripts/generators/pictures/fragments/tableFragment';
import { featureFragments } from '../../../../src/content/featureFragments';
import { FRAGMENT_LAYOUT, fragmentSize } from '../../../../src/content/fragmentModel';
import {
  CROPS,
  type Crop,
  drawnFragments,
  keyColumn,
  loadContent,
  productScreens,
  type ScreenTable,
  shownRows,
  tableColumns,
} from '../../../../src/content/siteContent';

// Fragments of the product drawn from data by scripts/generators/pictures/drawFragment.ts, at the size the page
// reserves, with text that reads as shown: the feature rows' (src/content/featureFragments.ts) and the
// integration-process heroes' (src/content/syncFragments.ts).

const content = loadContent();
const rows = [
  ...content.modules.flatMap((module) =>
    module.capabilities.map((capability) => ({
      page: module.path,
      title: capability.title,
      picture: capability.illustration,
    })),
  ),
  { page: '/', title: content.home.onboarding.title, picture: content.home.onboarding.illustration },
];
/** The words of every `<text>` satori laid out, each as drawn: a cut one ends in an ellipsis. */
const wordsIn = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
const attribute = (attributes: string, name: string) =>
  Number(new RegExp(`${name}="([^"]+)"`).exec(attributes)?.[1]);

describe('feature row pictures', () => {
  it('give every feature row of the module pages and the home page its own fragment, both crops and alt text', () => {
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.picture.wide.src, row.title).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(row.picture.narrow.src, row.title).toMatch(/^\/illustrations\/[a-z-]+-narrow\.svg$/);
      expect(row.picture.alt.length, row.title).toBeGreaterThan(60);
    }
    expect(new Set(rows.map((row) => row.picture.wide.src)).size).toBe(rows.length);
  });

  it('are drawn at the size the page reserves, its rows filling the card to the frame, text 12 / 11 px', async () => {
    for (const { name: id, fragment } of drawnFragments(content))
      for (const crop of Object.keys(CROPS) as Crop[]) {
        const svg = await drawFragment(fragment, crop);
        const { width, height } = fragmentSize(fragment, crop);
        const inset = FRAGMENT_LAYOUT.padding[crop] + 1;
        const root = /<svg ([^>]*)>/.exec(svg)?.[1] ?? '';
        expect([attribute(root, 'width'), attribute(root, 'height')], `${id} ${crop}`).toEqual([
          width,
          height,
        ]);
        // The body's card, as tall as its rows: it ends at the frame's padding, neither cut off nor short.
        const card = [...svg.matchAll(/<path ([^>]*fill="#ffffff"[^>]*)>/g)]
          .map((match) => match[1] ?? '')
          .find((path) => attribute(path, 'width') === width - 2 * inset);
        expect(card, `${id} ${crop}: the card`).toBeDefined();
        expect(attribute(card ?? '', 'y') + attribute(card ?? '', 'height'), `${id} ${crop}`).toBe(
          height - inset,
        );
        expect(attribute(root, 'data-min-font-size'), `${id} ${crop}`).toBeGreaterThanOrEqual(
          CROPS[crop].minText,
        );
        expect(svg, id).not.toContain('<text');
      }
  }, 120_000);

  it('show the records a screen holds, not claims: no fragment carries a figure of its page', () => {
    for (const module of content.modules) {
      const figures = (module.figures ?? []).map((figure) => figure.label);
      for (const capability of module.capabilities) {
        const id = /\/illustrations\/([a-z-]+)\.svg/.exec(capability.illustration.wide.src)?.[1] ?? '';
        const shown = JSON.stringify(featureFragments[id as keyof typeof featureFragments]);
        for (const label of figures) expect(shown, `${module.path} ${id}`).not.toContain(label);
      }
    }
  });
});

describe('integration-process hero pictures', () => {
  it('give every pair its own picture of the partner’s connection, built from the integration’s syncs', () => {
    const pictures = drawnFragments(content).filter(({ name }) => name.startsWith('sync-'));
    expect(pictures.map(({ name }) => name).sort()).toEqual(
      content.integrationProcesses.map((pair) => `sync-${pair.integration}-${pair.process}`).sort(),
    );
    for (const pair of content.integrationProcesses) {
      const integration = content.integration(pair.integration);
      const picture = pictures.find(({ name }) => name === `sync-${pair.integration}-${pair.process}`);
      const shown = JSON.stringify(picture?.fragment);
      expect(picture?.fragment.title).toBe(`${integration?.name} connection`);
      for (const sync of integration?.syncs.slice(0, 5) ?? []) expect(shown).toContain(sync.data);
    }
  });
});

describe('the text of a drawn fragment', () => {
  /** The characters satori laid out, in order and without spaces, an ellipsis where it cut text short. */
  const shownIn = (svg: string) => wordsIn(svg).join('').replace(/\s+/g, '');

  it('shows every record of a list, and every title and context, whole in both crops: wrapped, never cut', async () => {
    for (const { name, fragment } of drawnFragments(content))
      for (const crop of Object.keys(CROPS) as Crop[]) {
        const shown = shownIn(await layOutFragment(fragment, crop));
        const whole = [fragment.title, fragment.context];
        if (fragment.body.kind === 'list') {
          expect(shown, `${name} ${crop}`).not.toContain('…');
          for (const item of fragment.body.items) whole.push(item.title, item.detail);
        }
        for (const text of whole) expect(shown, `${name} ${crop}`).toContain(text.replace(/\s+/g, ''));
      }
  }, 120_000);
});

describe('a product table on a phone (the narrow crop)', () => {
  const cellText = (cell: ScreenTable['rows'][number]['cells'][number]) =>
    typeof cell === 'string' ? cell : cell.text;

  /**
   * The cells a table shows in the narrow crop that satori did not lay out whole, by their text: a
   * whole cell is a run of drawn words, none of them cut, that spells it.
   */
  function cutCells(
    table: Pick<ScreenTable, 'columns' | 'rows'>,
    shown: readonly { index: number }[],
    svg: string,
  ): string[] {
    const words = wordsIn(svg).map((word) => word.replace(/\s+/g, ''));
    const drawnWhole = (text: string) =>
      words.some((_, start) => {
        let spelt = '';
        for (const word of words.slice(start)) {
          spelt += word;
          if (spelt === text) return true;
          if (!text.startsWith(spelt)) return false;
        }
        return false;
      });
    return table.rows.flatMap((row) =>
      shown
        .map(({ index }) => cellText(row.cells[index] ?? ''))
        .filter((text) => !drawnWhole(text.replace(/\s+/g, ''))),
    );
  }

  it('keeps its key column and every cell it shows whole, leaving out the columns that do not fit', async () => {
    const content = loadContent();
    let tables = 0;
    for (const screen of productScreens(content)) {
      if (screen.body.kind !== 'table') continue;
      const shown = tableColumns(screen.body, 'narrow');
      expect(
        shown.map(({ index }) => index),
        screen.name,
      ).toContain(keyColumn(screen.body));
      const rows = shownRows(screen) as ScreenTable['rows'];
      const svg = await layOutScreen(screen, 'narrow');
      expect(cutCells({ ...screen.body, rows }, shown, svg), screen.name).toEqual([]);
      tables += 1;
    }
    for (const { name, fragment } of drawnFragments(content)) {
      if (fragment.body.kind !== 'table') continue;
      const shown = fragmentTableColumns(fragment.body, fragmentFrame('narrow'));
      expect(
        shown.map(({ index }) => index),
        name,
      ).toContain(keyColumn(fragment.body));
      expect(cutCells(fragment.body, shown, await layOutFragment(fragment, 'narrow')), name).toEqual([]);
      tables += 1;
    }
    expect(tables).toBeGreaterThan(20);
  }, 120_000);
});
