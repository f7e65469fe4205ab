/** The sitemaps.org XML for the given paths (validated against shared/schemas/sitemap.xsd in the tests). */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${siteUrl}${path}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
