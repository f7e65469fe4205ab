/** Build-side data of the legal documents (/privacy, /terms-of-service): the document itself. */
import type { SiteContent } from '@/content/siteContent';
import { newest, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

type LegalDocumentName = keyof SiteContent['legal'];

const legalPayload = (content: SiteContent, name: LegalDocumentName) => ({
  copy: content.legalPage,
  document: content.legal[name],
});
export type LegalPayload = ReturnType<typeof legalPayload>;

/** The page of one legal document, at the path its file gives. */
export const legalPagePaths =
  (name: LegalDocumentName): PagePaths<LegalPayload> =>
  (content) => [
    {
      path: content.legal[name].path,
      payload: legalPayload(content, name),
      lastmod: newest([content.legal[name].lastUpdated, content.legalPage.updated]),
    },
  ];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = {
  privacy: legalPagePaths('privacy'),
  termsOfService: legalPagePaths('terms-of-service'),
} satisfies PrerenderedRoutes;
