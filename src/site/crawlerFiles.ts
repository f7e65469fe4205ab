/** The XML and text files that describe the site to crawlers and feed readers. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pageUrl = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

/**
 * The sitemaps.org XML: every path with the date its content last changed (validated against
 * shared/schemas/sitemap.xsd in the tests).
 */
export function sitemapXml(siteUrl: string, lastmods: ReadonlyMap<string, string>): string {
  const urls = [...lastmods]
    .map(
      ([path, lastmod]) =>
        `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** What /.well-known/security.txt says (RFC 9116), from src/content/facts/trust.ts. */
export interface SecurityContact {
  email: string;
  preferredLanguages: readonly string[];
  /** The page that says how reports are handled. */
  policyPath: string;
  lifetimeDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 9116's security.txt, expiring `lifetimeDays` after `now` (the build), at the second. */
export function securityTxt(siteUrl: string, contact: SecurityContact, now: Date): string {
  const expires = new Date(now.getTime() + contact.lifetimeDays * DAY_MS);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: mailto:${contact.email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${siteUrl}${contact.policyPath}`,
    `Preferred-Languages: ${contact.preferredLanguages.join(', ')}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export interface FeedItem {
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  tags: readonly string[];
}

/** RFC 822 date of a YYYY-MM-DD day, as RSS 2.0 wants it. */
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** The blog's RSS 2.0 feed, newest first (`/blog/rss.xml`). */
/** The feed's channel as the blog's page names it (`rssTitle`, `rssDescription` in src/content/pages/blog.ts). */
export interface FeedChannel {
  title: string;
  description: string;
}

export function rssXml(siteUrl: string, channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const entries = sorted
    .map((item) => {
      const link = escapeXml(pageUrl(siteUrl, item.path));
      const categories = item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n');
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        categories,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  const lastBuild = sorted[0] ? `\n    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>${lastBuild}
${entries}
  </channel>
</rss>
`;
}
