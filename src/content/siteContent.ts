/**
 * The content API. Build-side (SSR bundle, vitest): loadContent() and its typed accessors.
 * Browser code imports ./schema or ./monogram directly, never this module:
 * it pulls in every content file and the Markdown parser.
 */
export type {
  ContentLink,
  ContentSources,
  LegalDocument,
  Post,
  PostSummary,
  SiteContent,
} from './assemble';
export { assembleContent, checkInternalLinks } from './assemble';
export { COVER, coverSrc, drawnCovers } from './blogCovers';
export { ContentError } from './contentErrors';
export { type CustomerMarkData, customerMarkOf } from './customerMarks';
export { definePage, type PageContent, type PageSource } from './definePage';
export { fragmentPicture } from './fragmentModel';
export { loadContent, readContentSources } from './load';
export { readingMinutes, WORDS_PER_MINUTE } from './markdown';
export {
  categoryGlyph,
  PARTNER_MARKS_FILE,
  type PartnerMarkData,
  partnerIconOf,
  partnerMarkOf,
  partnerMarksSvg,
} from './partnerMarks';
export { productScreenOf, productScreens } from './productScreens';
export * from './schema';
export * from './screenLayout';
export * from './screenModel';
export { drawnFragments, syncFragmentName, syncFragmentOf } from './syncFragments';
