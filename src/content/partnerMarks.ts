/**
 * Integration partners' marks: the partner's own icon from the simple-icons set where the set has
 * one (decision 0053 records each mark's licence and guidelines), else its name as a wordmark in the
 * site's one wordmark style. Build-side only: pages get the file to show, never the icon set.
 */
import * as simpleIcons from 'simple-icons';

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

/** What a page needs to draw a partner's mark: the icon's file, or null for the wordmark. */
export interface PartnerMarkData {
  name: string;
  src: string | null;
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
  iconSlug?: string | null;
}): PartnerMarkData {
  const icon = partnerIconOf(integration);
  return { name: integration.name, src: icon ? partnerMarkSrc(icon.slug) : null };
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
