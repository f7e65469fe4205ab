import { config } from '@/lib/config/siteConfig';

export { OG_IMAGE_SIZE, ogImagePath } from './ogImagePath';

/** The site's name as it appears in titles, Open Graph and JSON-LD. */
export const SITE_NAME = 'Aden';
/** The company's account on X, for `twitter:site`. */
export const X_ACCOUNT = '@adenhq';
/** The language and region of every page (`og:locale`). */
export const OG_LOCALE = 'en_US';
/** The logo the site's structured data names as the publisher's. */
export const LOGO_PATH = '/favicon.svg';

/** The Open Graph card of a page shows its title over the Aden mark: its text alternative says so. */
export const ogImageAlt = (title: string) => `${SITE_NAME}: ${title}`;

export interface Crumb {
  name: string;
  path: string;
}

/** The `<title>`: the page's title with the site's name, except on the home page. */
export function documentTitle(meta: { title: string }, path: string): string {
  return path === '/' ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

export const absoluteUrl = (path: string, siteUrl = config.siteUrl) =>
  `${siteUrl}${path === '/' ? '' : path}`;

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl = config.siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A meta description from a longer paragraph: whole sentences up to about 160 characters. */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  return out.trim() || `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
