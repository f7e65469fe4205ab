/** Build-side data of the legal documents (/privacy, /terms-of-service): the document itself. */
import type { SiteContent } from '@/content/siteContent';
import type { PagePaths } from '@/site/pageDataParts';

type LegalDocumentName = keyof SiteContent['legal'];

const legalPayload = (content: SiteContent, name: LegalDocumentName) => ({ document: content.legal[name] });
export type LegalPayload = ReturnType<typeof legalPayload>;

/** The page of one legal document, at the path its file gives. */
export const legalPagePaths =
  (name: LegalDocumentName): PagePaths<LegalPayload> =>
  (content) => [
    {
      path: content.legal[name].path,
      payload: legalPayload(content, name),
      lastmod: content.legal[name].lastUpdated,
    },
  ];
