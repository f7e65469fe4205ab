/**
 * The content pages SPEC 2 requires: the content must have a file for each (src/content/assemble.ts
 * checks it). The routes take their slugs from the files, not from here.
 */

/** The nine module pages; each slug is also the page's path segment (SPEC 2 keeps /eCommerce). */
export const moduleSlugs = [
  'accounting',
  'inventory-management',
  'project-management',
  'workforce',
  'eCommerce',
  'professionalServices',
  'contracting',
  'module-training',
  'ai-form',
] as const;

/** /customer/{slug} */
export const industrySlugs = ['construction', 'government', 'healthcare', 'manufacturing'] as const;

/** /case-studies/{slug}: SPEC 2's four, and the general contractor's story. */
export const caseStudySlugs = ['bluestreak', 'hollis-grant', 'kai-media', 'medallion', 'tc-boiler'] as const;
