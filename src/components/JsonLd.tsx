import { jsonLdText } from '@/lib/seo/seo';

/** Structured data for search engines (schema.org), rendered in the page's body. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, from our own content.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
