import type { IntegrationSource } from '@/content/schema';

/** The last setup step of a shop integration that imports orders and takes stock counts from Aden. */
export const turnOnOrderImport = {
  title: 'Turn on order import',
  body: 'Turn on order import and stock updates.',
  system: 'aden',
} as const satisfies IntegrationSource['setup'][number];
