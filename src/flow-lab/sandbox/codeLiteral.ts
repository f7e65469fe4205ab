// Plain data as TypeScript source the way the project's formatter (Biome) prints it, so a copied
// test passes `biome check` as saved: single quotes, keys unquoted where they can be, an object or
// array on one line when it fits the line width and one entry per line with trailing commas when not.

export const LINE_WIDTH = 110;
const INDENT = '  ';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A string literal: single quotes unless the text holds more single quotes than double ones. */
export function stringLiteral(text: string): string {
  const doubled = JSON.stringify(text);
  const singles = text.split("'").length - 1;
  const doubles = text.split('"').length - 1;
  if (singles > doubles) return doubled;
  return `'${doubled.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

const keyOf = (key: string) => (IDENTIFIER.test(key) ? key : stringLiteral(key));

const entriesOf = (value: object): [string | null, unknown][] =>
  Array.isArray(value)
    ? value.map((item) => [null, item] as [null, unknown])
    : Object.entries(value).filter(([, item]) => item !== undefined);

/** The value on one line. */
export function flatLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value !== 'object') return String(value);
  const parts = entriesOf(value).map(([key, item]) =>
    key === null ? flatLiteral(item) : `${keyOf(key)}: ${flatLiteral(item)}`,
  );
  if (Array.isArray(value)) return `[${parts.join(', ')}]`;
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

const isBreakable = (value: unknown) =>
  typeof value === 'object' && value !== null && flatLiteral(value).length > 2;

/**
 * The value as it sits on a line that starts with `before` (its indentation included) and ends
 * with `after`: on that line when it fits, else opened there and closed on a line of its own.
 */
export function literal(value: unknown, before: string, after: string, indent: string): string {
  const flat = flatLiteral(value);
  if (!isBreakable(value) || before.length + flat.length + after.length <= LINE_WIDTH) return flat;
  const inner = indent + INDENT;
  const lines = entriesOf(value as object).map(([key, item]) => {
    const head = key === null ? inner : `${inner}${keyOf(key)}: `;
    return `${head}${literal(item, head, ',', inner)},`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${indent}${close}`;
}

/**
 * A call statement `callee(args);` at `indent`: on one line when it fits; else its last argument,
 * an object or array, opens on the line and the others stay (as the formatter hugs it); else one
 * argument per line. Each argument is code or a value.
 */
export function callStatement(
  indent: string,
  callee: string,
  args: readonly ({ code: string } | { value: unknown })[],
): string {
  const texts = args.map((arg) => ('code' in arg ? arg.code : flatLiteral(arg.value)));
  const line = `${indent}${callee}(${texts.join(', ')});`;
  if (line.length <= LINE_WIDTH) return line;
  const last = args.at(-1);
  if (last && 'value' in last && isBreakable(last.value)) {
    const head = `${indent}${callee}(${[...texts.slice(0, -1), ''].join(', ')}`;
    if (head.length + 1 <= LINE_WIDTH) return `${head}${literal(last.value, head, ');', indent)});`;
  }
  const inner = indent + INDENT;
  const lines = args.map((arg) =>
    'code' in arg ? `${inner}${arg.code},` : `${inner}${literal(arg.value, inner, ',', inner)},`,
  );
  return `${indent}${callee}(\n${lines.join('\n')}\n${indent});`;
}
