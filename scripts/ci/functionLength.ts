import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';

/** The most lines a function of product code may span, its first line and its last counted. */
export const longestFunction = 120;

/** The product code: the floors' folders and the build's own scripts. */
const productFolders = ['contract', 'machines', 'server', 'src', 'scripts'];

/**
 * The functions over the limit yet to be split, as `file: name`: none is left, and none is added
 * (tests/scripts/ci/functionLength.test.ts holds the list to the code both ways).
 */
export const stillLong: string[] = [];

const root = path.resolve(import.meta.dirname, '../..');

/** A function of more lines than allowed: where it starts and how long it is. */
export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

type AstNode = { type?: unknown; start?: number; end?: number; [key: string]: unknown };

const functionTypes = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const identifierOf = (node: unknown): string | undefined => {
  const record = node as AstNode | undefined;
  if (typeof record?.name === 'string') return record.name;
  if (typeof record?.value === 'string') return record.value;
  if (record?.type === 'MemberExpression') return identifierOf(record.property);
  return undefined;
};

/** The name a function is known by: its own, or that of what holds it. */
const nameFor = (node: AstNode, holder: AstNode | undefined): string => {
  const own = identifierOf(node.id);
  if (own !== undefined) return own;
  switch (holder?.type) {
    case 'VariableDeclarator':
      return identifierOf(holder.id) ?? 'an unnamed function';
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return identifierOf(holder.key) ?? 'an unnamed function';
    case 'CallExpression':
      if (holder.callee === node) return 'a function called where it stands';
      return `a function passed to ${identifierOf(holder.callee) ?? 'a call'}`;
    default:
      return 'an unnamed function';
  }
};

/** Every function in one file's text that spans more than `longestFunction` lines. */
export function longFunctionsIn(file: string, text: string): LongFunction[] {
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const lineOf = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const found: LongFunction[] = [];
  const visit = (node: unknown, holder: AstNode | undefined): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, holder);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as AstNode;
    if (typeof record.type === 'string' && functionTypes.has(record.type)) {
      const line = lineOf(record.start ?? 0);
      const lines = lineOf(record.end ?? 0) - line + 1;
      if (lines > longestFunction) found.push({ file, name: nameFor(record, holder), line, lines });
    }
    const next = typeof record.type === 'string' ? record : holder;
    for (const [key, value] of Object.entries(record)) if (key !== 'parent') visit(value, next);
  };
  visit(parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }), undefined);
  return found;
}

/** The product code's TypeScript files, as paths from the repository's root. */
export function productFiles(): string[] {
  return productFolders.flatMap((folder) => globSync(`${folder}/**/*.{ts,tsx,mts}`, { cwd: root }));
}

/** Every function of product code that spans more than `longestFunction` lines. */
export function longFunctions(): LongFunction[] {
  return productFiles().flatMap((file) => longFunctionsIn(file, readFileSync(path.join(root, file), 'utf8')));
}
