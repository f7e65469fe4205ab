export interface EmbeddedPageData {
  path: string;
  data: unknown;
}

let embedded: EmbeddedPageData | null = null;

/**
 * The payload of the page being prerendered (src/entry/entryServer.tsx), so that its render needs no
 * fetch. In the browser the first page's payload comes from its `_payload.json` instead, which the
 * page's loader preloads once the page is painted.
 */
export function setEmbeddedPageData(next: EmbeddedPageData | null): void {
  embedded = next;
}

export const embeddedDataFor = (path: string) => (embedded?.path === path ? embedded.data : undefined);
