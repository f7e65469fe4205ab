import { z } from './zod.ts';

// Which of the contract's fields carry secrets. A field is marked where it is declared (`secret(...)` in
// fields.ts and auth.ts); secretFieldNames.ts names every field that holds a marked schema.

export interface SecretMeta {
  /** The names the client gives the same value outside the contract (a machine's event, Google's callback). */
  alsoNamed?: readonly string[];
}

const registry = z.registry<SecretMeta>();

/** Marks `schema` as a secret's: every field holding it is redacted wherever it is shown. */
export function secret<Schema extends z.ZodType>(schema: Schema, meta: SecretMeta = {}): Schema {
  registry.add(schema, meta);
  return schema;
}

/** The schemas a field's schema is built from: an object's fields, an array's items, a wrapper's inner. */
function parts(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodObject) return Object.values(schema.shape);
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodPipe) return [schema.in as z.ZodType, schema.out as z.ZodType];
  if (schema instanceof z.ZodUnion) return [...schema.options] as z.ZodType[];
  if (schema instanceof z.ZodRecord) return [schema.valueType as z.ZodType];
  return [];
}

/** The mark of `field`, or of a schema it wraps (an object's own fields are named on their own). */
function markedWithin(field: z.ZodType): SecretMeta | undefined {
  if (registry.has(field)) return registry.get(field) ?? {};
  if (field instanceof z.ZodObject) return undefined;
  for (const inner of parts(field)) {
    const marked = markedWithin(inner);
    if (marked) return marked;
  }
  return undefined;
}

function collectNames(schema: z.ZodType, names: Set<string>): void {
  if (schema instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const marked = markedWithin(field);
      if (marked) for (const secretName of [name, ...(marked.alsoNamed ?? [])]) names.add(secretName);
    }
  }
  for (const part of parts(schema)) collectNames(part, names);
}

/** The names of the fields that hold a marked schema in `schemas`, at any depth. */
export function secretNamesIn(schemas: Iterable<z.ZodType>): Set<string> {
  const names = new Set<string>();
  for (const schema of schemas) collectNames(schema, names);
  return names;
}
