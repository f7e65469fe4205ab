import { readEventTemplates } from './eventTemplates';
import { isZodSchema, objectTemplate } from './schemaTemplate';

// The machines' and the contract's sources as text: event types are read from them.
const sources = import.meta.glob(['/machines/*.ts', '/contract/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
/** The machines' sources as text, by path (`/machines/signup.ts`). */
export const machineSourceTexts = Object.entries(sources)
  .filter(([path]) => path.startsWith('/machines/'))
  .map(([, text]) => text);
// The contract's modules, for event payloads typed as `z.input<typeof someSchema>`.
const contract = import.meta.glob('/contract/**/*.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

const schemas = new Map(
  Object.values(contract).flatMap((module) =>
    Object.entries(module).filter(([, value]) => isZodSchema(value)),
  ),
);
const typeAliases = new Map(
  Object.values(sources).flatMap((source) =>
    [...source.matchAll(/type\s+(\w+)\s*=\s*z\.(?:input|infer|output)<typeof\s+(\w+)>/g)].map(
      (match) => [match[1] as string, match[2] as string] as const,
    ),
  ),
);

/** Payload templates of every event the machines declare. */
export const eventTemplates = readEventTemplates(Object.values(sources), (typeName) => {
  const schemaName = typeAliases.get(typeName);
  return schemaName ? objectTemplate(schemas.get(schemaName)) : null;
});
