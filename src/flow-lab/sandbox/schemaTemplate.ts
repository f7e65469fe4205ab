/**
 * An empty value for a zod schema (the contract's schemas name the payload of some events):
 * '' for text, 0 for numbers, false for flags, null where null is allowed, the first of an enum;
 * an object's optional fields are left out.
 */
interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string }; optin?: string };
}

export const isZodSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

export function emptyOfSchema(schema: unknown, depth = 0): unknown {
  if (!isZodSchema(schema) || depth > 6) return null;
  const def = schema._zod.def;
  const inner = (key: string) => emptyOfSchema(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return '';
    case 'number':
    case 'int':
    case 'bigint':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries as object)[0] ?? null;
    case 'literal':
      return (def.values as unknown[])[0] ?? null;
    case 'pipe':
      return inner('in');
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'union':
      return emptyOfSchema((def.options as unknown[])[0], depth + 1);
    case 'object':
      return objectTemplate(schema, depth + 1);
    default:
      return null;
  }
}

/** The required fields of an object schema with empty values, or null when it is not one. */
export function objectTemplate(schema: unknown, depth = 0): Record<string, unknown> | null {
  if (!isZodSchema(schema) || schema._zod.def.type !== 'object') return null;
  const shape = schema._zod.def.shape as Record<string, ZodLike>;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([, field]) => field._zod.optin !== 'optional')
      .map(([name, field]) => [name, emptyOfSchema(field, depth)]),
  );
}

/** The values of an enum (or a union of text literals) schema, or null when it is not a closed list. */
function schemaChoices(schema: unknown, depth = 0): string[] | null {
  if (!isZodSchema(schema) || depth > 6) return null;
  const def = schema._zod.def;
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries as object).map(String);
    case 'union': {
      const values = (def.options as unknown[]).map((option) =>
        isZodSchema(option) && option._zod.def.type === 'literal'
          ? (option._zod.def.values as unknown[]).map(String)
          : null,
      );
      return values.every((value) => value !== null) ? values.flat() : null;
    }
    case 'pipe':
      return schemaChoices(def.in, depth + 1);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'optional':
      return schemaChoices(def.innerType, depth + 1);
    default:
      return null;
  }
}

/** The required fields of an object schema whose values are a closed list, with the list. */
export function objectChoices(schema: unknown): Record<string, string[]> {
  if (!isZodSchema(schema) || schema._zod.def.type !== 'object') return {};
  const shape = schema._zod.def.shape as Record<string, ZodLike>;
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, field]) => {
      const values = field._zod.optin === 'optional' ? null : schemaChoices(field);
      return values && values.length > 1 ? [[name, values]] : [];
    }),
  );
}
