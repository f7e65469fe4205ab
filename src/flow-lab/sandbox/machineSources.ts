import { readEventChoices, readEventTemplates } from './eventTemplates';
import { isZodSchema, objectChoices, objectTemplate } from './schemaTemplate';

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

const schemaOf = (typeName: string) => {
  const schemaName = typeAliases.get(typeName);
  return schemaName ? schemas.get(schemaName) : undefined;
};

/** Payload templates of every event the machines declare. */
export const eventTemplates = readEventTemplates(Object.values(sources), (typeName) =>
  objectTemplate(schemaOf(typeName)),
);

/** The fields of the machines' events that take one of a closed list of values, with the list. */
export const eventChoices = readEventChoices(Object.values(sources), (typeName) =>
  objectChoices(schemaOf(typeName)),
);
