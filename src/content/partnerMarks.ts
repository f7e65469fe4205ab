/**
 * Integration partners' marks: the partner's own icon from the simple-icons set where the set has
 * one (decision 0053 records each mark's licence and guidelines), else a glyph of what the partner's
 * product is for (its integration category), never its name set as a picture: the name is always
 * written beside the mark (decision 0161). Build-side only: pages get the file to show, never the sets.
 */
import AccountBalance from '@mui/icons-material/AccountBalance';
import Badge from '@mui/icons-material/Badge';
import Construction from '@mui/icons-material/Construction';
import Contacts from '@mui/icons-material/Contacts';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Forum from '@mui/icons-material/Forum';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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

/** Each category's glyph (Material icons, 24 x 24 like the simple-icons set). */
const CATEGORY_GLYPHS: Record<IntegrationCategory, typeof Forum> = {
  Accounting: ReceiptLong,
  Payments,
  'E-commerce': ShoppingCart,
  CRM: Contacts,
  'HR & payroll': Badge,
  Storage: FolderOpen,
  Communication: Forum,
  Shipping: LocalShipping,
  Banking: AccountBalance,
  Construction,
};

/** The view of a category's glyph in the marks' file: `category-hr-payroll`. */
const categoryGlyphId = (category: IntegrationCategory) =>
  `category-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** A category's glyph as the icons' file draws an icon: its id and one path, filled `#hex` (no brand's own colour). */
export function categoryGlyph(category: IntegrationCategory, hex: string): SimpleIcon {
  const drawn = renderToStaticMarkup(createElement(CATEGORY_GLYPHS[category]));
  const paths = [...drawn.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error(`The glyph of ${category} draws no path`);
  return {
    slug: categoryGlyphId(category),
    title: category,
    hex,
    path: paths.join(' '),
  };
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
