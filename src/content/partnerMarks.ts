/**
 * Integration partners' marks: the partner's own icon from the simple-icons set where the set has
 * one (decision 0053 records each mark's licence and guidelines), else a glyph of what the partner's
 * product is for (its integration category), never its name set as a picture: the name is always
 * written beside the mark (decision 0161). Build-side only: pages get the file to show, never the sets.
 */
import * as simpleIcons from 'simple-icons';
import type { IntegrationCategory } from './schema';

export interface SimpleIcon {
  slug: string;
  title: string;
  hex: string;
  path: string;
}

const isIcon = (value: unknown): value is SimpleIcon =>
  typeof value === 'object' && value !== null && 'slug' in value && 'path' in value;
const iconsBySlug = new Map(
  Object.values(simpleIcons)
    .filter(isIcon)
    .map((icon) => [icon.slug, icon]),
);

/** What a page needs to draw a partner's mark: its name, and the picture's file and kind. */
export interface PartnerMarkData {
  name: string;
  src: string;
  /** the partner's own icon, or the glyph of its category where the set has no icon */
  kind: 'icon' | 'category';
}

/** The one file of every partner icon the site shows (scripts/build/build.ts writes it). */
export const PARTNER_MARKS_FILE = '/marks/partners.svg';

/**
 * Where a partner's icon is served: its view in the one file. A page of many marks makes one request
 * rather than one per mark; each was one more request on the first paint's path as Lighthouse models
 * it whenever it finished before the paint (decision 0099).
 */
export const partnerMarkSrc = (iconSlug: string) => `${PARTNER_MARKS_FILE}#${iconSlug}`;

/**
 * A partner's icon: the integration's `iconSlug` where its content names one, else the icon whose
 * slug is the integration's without hyphens (google-drive: googledrive), if the set has it.
 */
export function partnerIconOf(integration: {
  slug: string;
  iconSlug?: string | null;
}): SimpleIcon | undefined {
  return iconsBySlug.get(integration.iconSlug ?? integration.slug.replaceAll('-', ''));
}

export function partnerMarkOf(integration: {
  slug: string;
  name: string;
  category: IntegrationCategory;
  iconSlug?: string | null;
}): PartnerMarkData {
  const icon = partnerIconOf(integration);
  return icon
    ? { name: integration.name, src: partnerMarkSrc(icon.slug), kind: 'icon' }
    : {
        name: integration.name,
        src: partnerMarkSrc(categoryGlyphId(integration.category)),
        kind: 'category',
      };
}

/**
 * Each category's glyph: the path of a Material icon (Apache 2.0, named beside it), 24 x 24 like the
 * simple-icons set. Written here as data, since content is loaded where React components cannot run.
 */
const CATEGORY_GLYPHS: Record<IntegrationCategory, string> = {
  Accounting:
    'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM19 19c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z', // ReceiptLong
  Payments:
    'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z', // Payments
  'E-commerce':
    'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.08-.14.12-.31.12-.48 0-.55-.45-1-1-1H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2', // ShoppingCart
  CRM: 'M20 0H4v2h16zM4 24h16v-2H4zM20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m-8 2.75c1.24 0 2.25 1.01 2.25 2.25s-1.01 2.25-2.25 2.25S9.75 10.24 9.75 9 10.76 6.75 12 6.75M17 17H7v-1.5c0-1.67 3.33-2.5 5-2.5s5 .83 5 2.5z', // Contacts
  'HR & payroll':
    'M20 7h-5V4c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2M9 12c.83 0 1.5.67 1.5 1.5S9.83 15 9 15s-1.5-.67-1.5-1.5S8.17 12 9 12m3 6H6v-.75c0-1 2-1.5 3-1.5s3 .5 3 1.5zm1-9h-2V4h2zm5 7.5h-4V15h4zm0-3h-4V12h4z', // Badge
  Storage:
    'M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V8h16z', // FolderOpen
  Communication:
    'M21 6h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1m-4 6V3c0-.55-.45-1-1-1H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1', // Forum
  Shipping:
    'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m13.5-9 1.96 2.5H17V9.5zm-1.5 9c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5', // LocalShipping
  Banking: 'M4 10h3v7H4zm6.5 0h3v7h-3zM2 19h20v3H2zm15-9h3v7h-3zm-5-9L2 6v2h20V6z', // AccountBalance
  Construction:
    'm13.7829 15.1718 2.1213-2.1213 5.9963 5.9963-2.1213 2.1213zM17.5 10c1.93 0 3.5-1.57 3.5-3.5 0-.58-.16-1.12-.41-1.6l-2.7 2.7-1.49-1.49 2.7-2.7c-.48-.25-1.02-.41-1.6-.41C15.57 3 14 4.57 14 6.5c0 .41.08.8.21 1.16l-1.85 1.85-1.78-1.78.71-.71-1.41-1.41L12 3.49c-1.17-1.17-3.07-1.17-4.24 0L4.22 7.03l1.41 1.41H2.81l-.71.71 3.54 3.54.71-.71V9.15l1.41 1.41.71-.71 1.78 1.78-7.41 7.41 2.12 2.12L16.34 9.79c.36.13.75.21 1.16.21', // Construction
};

/** The view of a category's glyph in the marks' file: `category-hr-payroll`. */
const categoryGlyphId = (category: IntegrationCategory) =>
  `category-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** A category's glyph as the icons' file draws an icon: its id and one path, filled `#hex` (no brand's own colour). */
export function categoryGlyph(category: IntegrationCategory, hex: string): SimpleIcon {
  return { slug: categoryGlyphId(category), title: category, hex, path: CATEGORY_GLYPHS[category] };
}

const ICON_BOX = 24;

/**
 * The partner icons' file: each icon, the set's path in the brand's own colour, in a box of its own
 * down one column, and a `<view>` named by its slug that shows only that box (`partners.svg#adp`).
 */
export function partnerMarksSvg(icons: readonly SimpleIcon[]): string {
  const views = icons.map(
    (icon, row) => `<view id="${icon.slug}" viewBox="0 ${row * ICON_BOX} ${ICON_BOX} ${ICON_BOX}"/>`,
  );
  const paths = icons.map(
    (icon, row) => `<path transform="translate(0 ${row * ICON_BOX})" fill="#${icon.hex}" d="${icon.path}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ICON_BOX} ${icons.length * ICON_BOX}">${views.join('')}${paths.join('')}</svg>`;
}
