import type { z } from '@contract/zod';

/**
 * A file of src/content/pages: one page's copy with the schema it is checked against when the content
 * loads. Its `updated` date is the page's sitemap lastmod.
 */
export interface PageSource<Schema extends z.ZodType<{ updated: string }> = z.ZodType<{ updated: string }>> {
  schema: Schema;
  data: z.input<Schema>;
}

export const definePage = <Schema extends z.ZodType<{ updated: string }>>(
  schema: Schema,
  data: z.input<Schema>,
): PageSource<Schema> => ({ schema, data });

/** The checked content of a page file, as its page receives it: `PageContent<typeof aboutPage>`. */
export type PageContent<Source> = Source extends PageSource<infer Schema> ? z.output<Schema> : never;
