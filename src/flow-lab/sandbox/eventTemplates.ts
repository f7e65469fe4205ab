/**
 * Payload templates for the sandbox's event forms, read from the event types as written in the
 * machines' TypeScript sources (`{ type: 'signup.submit'; email: string; password: string }`,
 * `({ type: 'contact.submit' } & ContactRequest)`). Types are gone at run time, so the lab reads
 * the source text: a field gets an empty value of its type ('' / 0 / false / null / the first
 * literal of a union), or the current context's value of the same name.
 */
import { cutText } from '@/flow-lab/cutText';

export type EventTemplate = Record<string, unknown> & { type: string };

interface Field {
  name: string;
  type: string;
  optional: boolean;
}

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The text between the brace at `open` and its match. */
function braced(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

/** The parts of a type's body, cut at `;`, `,` and line breaks outside brackets. */
function splitTopLevel(body: string): string[] {
  let depth = 0;
  return cutText(body, (char) => {
    if ('{(<['.includes(char)) depth++;
    if ('})>]'.includes(char)) depth--;
    return (char === ';' || char === ',' || char === '\n') && depth === 0;
  })
    .map((part) => part.trim())
    .filter(Boolean);
}

function fieldsOf(body: string): Field[] {
  return splitTopLevel(body).flatMap((part) => {
    const match = /^(readonly\s+)?([A-Za-z_$][\w$]*)(\?)?\s*:\s*([\s\S]+)$/.exec(part);
    return match
      ? [{ name: match[2] as string, optional: match[3] === '?', type: (match[4] as string).trim() }]
      : [];
  });
}

/** Named object types (interfaces and `type X = {...}`) and aliases, across all sources. */
function namedTypes(sources: readonly string[]) {
  const objects = new Map<string, Field[]>();
  const aliases = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(/interface\s+(\w+)(?:\s+extends\s+([\w\s,]+))?\s*\{/g)) {
      const own = fieldsOf(braced(source, (match.index ?? 0) + match[0].length - 1));
      const inherited = (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      objects.set(match[1] as string, [...inherited.flatMap((name) => objects.get(name) ?? []), ...own]);
    }
    for (const match of source.matchAll(/type\s+(\w+)\s*=\s*([^;{]+);/g))
      aliases.set(match[1] as string, (match[2] as string).trim());
  }
  return { objects, aliases };
}

function emptyValue(type: string, aliases: Map<string, string>, seen = 0): unknown {
  const resolved = aliases.get(type);
  if (resolved && seen < 5) return emptyValue(resolved, aliases, seen + 1);
  const options = type.split('|').map((option) => option.trim());
  const literal = options.map((option) => /^'([^']*)'$/.exec(option)).find(Boolean);
  if (options.includes('null') && !options.includes('string')) return null;
  if (options.some((option) => option === 'string')) return '';
  if (literal) return literal[1];
  if (options.includes('number')) return 0;
  if (options.includes('boolean')) return false;
  if (options.includes('null')) return null;
  return null;
}

/** The fields of a type written elsewhere (a contract schema's `z.input<typeof schema>`). */
export type TypeResolver = (typeName: string) => Record<string, unknown> | null;

/** Each event type declared in the sources, once, with its own fields and the type it joins. */
function* declaredEvents(sources: readonly string[]) {
  const clean = sources.map(stripComments);
  const { objects, aliases } = namedTypes(clean);
  const seen = new Set<string>();
  for (const source of clean) {
    for (const match of source.matchAll(/\{\s*type\s*:\s*'([^']+)'/g)) {
      const body = braced(source, match.index ?? 0);
      const after = source.slice((match.index ?? 0) + body.length + 2);
      const joined = /^\s*&\s*(\w+)/.exec(after)?.[1];
      const fields = [...fieldsOf(body), ...(joined ? (objects.get(joined) ?? []) : [])];
      const type = match[1] as string;
      if (seen.has(type)) continue;
      seen.add(type);
      yield {
        type,
        fields: fields.filter((field) => field.name !== 'type' && !field.optional),
        aliases,
        /** The joined type when it is not written in the sources (a contract schema's). */
        elsewhere: joined && !objects.has(joined) ? joined : null,
      };
    }
  }
}

/** Every event type found in the sources, with its fields. */
export function readEventTemplates(
  sources: readonly string[],
  resolve: TypeResolver = () => null,
): Map<string, EventTemplate> {
  const templates = new Map<string, EventTemplate>();
  for (const { type, fields, aliases, elsewhere } of declaredEvents(sources)) {
    const template: EventTemplate = { type };
    for (const field of fields) template[field.name] = emptyValue(field.type, aliases);
    if (elsewhere) Object.assign(template, resolve(elsewhere), { type });
    templates.set(type, template);
  }
  return templates;
}

/** The values a field may take, when its type is a union of literals: `'login' | 'signup'`. */
function literalChoices(type: string, aliases: Map<string, string>, seen = 0): string[] | null {
  const resolved = aliases.get(type);
  if (resolved && seen < 5) return literalChoices(resolved, aliases, seen + 1);
  const options = type.split('|').map((option) => /^'([^']*)'$/.exec(option.trim())?.[1]);
  return options.length > 1 && options.every((option) => option !== undefined) ? (options as string[]) : null;
}

/** The fields of a type written elsewhere whose values are a closed list (a contract schema's enums). */
export type ChoiceResolver = (typeName: string) => Record<string, string[]>;

/** Event type -> field -> the values the field may take, for fields whose type is a closed list. */
export type EventChoices = Map<string, Record<string, string[]>>;

/** The fields of each event whose type is a union of literals or an enum, with their values. */
export function readEventChoices(
  sources: readonly string[],
  resolve: ChoiceResolver = () => ({}),
): EventChoices {
  const choices: EventChoices = new Map();
  for (const { type, fields, aliases, elsewhere } of declaredEvents(sources)) {
    const own: Record<string, string[]> = {};
    for (const field of fields) {
      const values = literalChoices(field.type, aliases);
      if (values) own[field.name] = values;
    }
    const all = { ...own, ...(elsewhere ? resolve(elsewhere) : {}) };
    if (Object.keys(all).length > 0) choices.set(type, all);
  }
  return choices;
}

/** The template of `type` with fields the context also has filled from it. */
export function prefilledEvent(
  templates: Map<string, EventTemplate>,
  type: string,
  context: Record<string, unknown>,
): EventTemplate {
  const template = templates.get(type) ?? { type };
  const filled: EventTemplate = { ...template };
  for (const [name, value] of Object.entries(template)) {
    if (name === 'type') continue;
    const known = context[name];
    if (known !== undefined && known !== null && typeof known === typeof value) filled[name] = known;
  }
  return filled;
}
