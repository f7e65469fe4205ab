import { readEventTemplates } from './eventTemplates';

// The machines' sources (and the shared contract's, for request types events reuse) as text.
const sources = import.meta.glob(['/machines/*.ts', '/contract/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Payload templates of every event the machines declare. */
export const eventTemplates = readEventTemplates(Object.values(sources));
