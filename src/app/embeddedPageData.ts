/** The id of the `<script type="application/json">` the build writes the first page's payload into. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface EmbeddedPageData {
  path: string;
  data: unknown;
}

let embedded: EmbeddedPageData | null = null;

/**
 * The payload embedded in the HTML the browser loaded (or, when prerendering, the page being
 * rendered): read once before hydration, so the first render needs no fetch and matches the HTML.
 */
export function setEmbeddedPageData(next: EmbeddedPageData | null): void {
  embedded = next;
}

export function readEmbeddedPageData(document: Document): EmbeddedPageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as EmbeddedPageData;
  } catch (error) {
    console.error('The embedded page data is not valid JSON', error);
    return null;
  }
}

export const embeddedDataFor = (path: string) => (embedded?.path === path ? embedded.data : undefined);
