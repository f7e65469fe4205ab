/** Structured data for search engines, rendered into the page (and so into the prerendered HTML). */
export function JsonLd({ data }: { data: object }) {
  // "<" escaped so no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup, with "<" escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
