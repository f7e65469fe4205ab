/**
 * Open Graph images: one 1200 x 630 PNG per page, drawn at build time from the page's title, its kind
 * (Blog, Integration, ...) and description, with satori (layout to SVG) and resvg (SVG to PNG).
 * The font is Inter (scripts/generators/satoriFonts.ts).
 */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE_SIZE } from '../../src/lib/seo/ogImagePath';
import { brandColours as colour, withOpacity } from '../../src/theme/brandColours';
import { el, loadInter } from '../generators/satoriFonts';

/** What a page is, from its path: the label above the title. */
export function pageKind(path: string): string {
  const kinds: [string, string][] = [
    ['/blog/', 'Blog'],
    ['/integrations/', 'Integration'],
    ['/integration-process/', 'Integration guide'],
    ['/business-processes/', 'Business process'],
    ['/case-studies/', 'Case study'],
    ['/customer/', 'Industry'],
    ['/sitemaps/', 'Sitemap'],
  ];
  return kinds.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Aden';
}

export async function ogImagePng(page: {
  path: string;
  title: string;
  description: string;
}): Promise<Buffer> {
  const tree = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: `linear-gradient(135deg, ${colour.ink} 0%, ${colour.brand} 100%)`,
      color: colour.white,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el(
          'div',
          {
            width: 64,
            height: 64,
            borderRadius: 16,
            background: colour.white,
            color: colour.brand,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            fontWeight: 700,
          },
          'A',
        ),
        el('div', { fontSize: 36, fontWeight: 700 }, 'Aden'),
        el(
          'div',
          {
            marginLeft: 12,
            padding: '8px 20px',
            borderRadius: 999,
            border: `2px solid ${withOpacity(colour.white, 0.5)}`,
            fontSize: 26,
          },
          pageKind(page.path),
        ),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        el(
          'div',
          { fontSize: page.title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 },
          page.title,
        ),
        el(
          'div',
          {
            fontSize: 28,
            lineHeight: 1.4,
            color: withOpacity(colour.white, 0.85),
            maxHeight: 80,
            overflow: 'hidden',
          },
          page.description.length > 150 ? `${page.description.slice(0, 147).trimEnd()}…` : page.description,
        ),
      ]),
    ],
  );
  // biome-ignore lint/suspicious/noExplicitAny: satori's element type is React's; this tree has its shape.
  const svg = await satori(tree as any, { ...OG_IMAGE_SIZE, fonts: await loadInter() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } }).render().asPng();
}
