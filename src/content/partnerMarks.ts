/**
 * Integration partners' marks: the partner's own icon from the simple-icons set where the set has
 * one (decision 0053 records each mark's licence and guidelines), else its name as a wordmark in the
 * site's one wordmark style. Build-side only: pages get the file to show, never the icon set.
 */
import * as simpleIcons from 'simple-icons';

interface SimpleIcon {
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

/** Where a partner's icon is served (scripts/partnerMarks.ts writes it). */
export const partnerMarkSrc = (iconSlug: string) => `/marks/${iconSlug}.svg`;

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

/** A partner icon's file: the set's path in the brand's own colour. */
export const partnerMarkSvg = (icon: SimpleIcon) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${icon.title}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
