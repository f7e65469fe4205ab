import path from 'node:path';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/** The ESTree shapes the transform reads (the parser's own types are a dependency of Vite's). */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}
interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node;
  computed: boolean;
}
interface ObjectExpression extends Node {
  properties: Node[];
}

const isProperty = (node: Node): node is Property => node.type === 'Property';
const keyOf = (property: Property) =>
  property.computed ? undefined : (property.key.name ?? String(property.key.value));
/** The object itself, under a `satisfies` or `as` that a TypeScript source may still carry. */
const objectOf = (node: Node | undefined): ObjectExpression | undefined => {
  if (node?.type === 'TSSatisfiesExpression' || node?.type === 'TSAsExpression')
    return objectOf(node.expression as Node);
  return node?.type === 'ObjectExpression' ? (node as ObjectExpression) : undefined;
};
const propertyOf = (object: ObjectExpression, key: string) =>
  object.properties.filter(isProperty).find((property) => keyOf(property) === key);

/** Removes the given properties of an object literal with their commas, leaving the rest as written. */
function removeProperties(out: MagicString, object: ObjectExpression, removed: Set<Node>) {
  const all = object.properties;
  if (all.every((property) => removed.has(property))) {
    out.remove(object.start + 1, object.end - 1);
    return;
  }
  // Each run of removed properties goes up to the next property, or, at the end, from the one before.
  for (let first = 0; first < all.length; first++) {
    if (!removed.has(all[first] as Node)) continue;
    let last = first;
    while (last + 1 < all.length && removed.has(all[last + 1] as Node)) last++;
    const next = all[last + 1];
    if (next) out.remove((all[first] as Node).start, next.start);
    else out.remove((all[first - 1] as Node).end, (all[last] as Node).end);
    first = last;
  }
}

/** The root meta's entries only the flow lab reads (machines/words.ts `MachineMeta`). */
const LAB_META = ['name', 'exampleInput', 'words'];

/** A state node's `description`, its children's, and at the root the lab's entries of `meta`. */
function stripStateNode(out: MagicString, node: ObjectExpression, isRoot: boolean) {
  const removed = new Set<Node>();
  const description = propertyOf(node, 'description');
  if (description) removed.add(description);
  const meta = isRoot ? propertyOf(node, 'meta') : undefined;
  const metaObject = objectOf(meta?.value);
  const labEntries = new Set(
    LAB_META.map((key) => metaObject && propertyOf(metaObject, key)).filter((entry) => entry !== undefined),
  );
  if (meta && metaObject && labEntries.size > 0) {
    if (metaObject.properties.length === labEntries.size) removed.add(meta);
    else removeProperties(out, metaObject, labEntries);
  }
  if (removed.size > 0) removeProperties(out, node, removed);
  const states = objectOf(propertyOf(node, 'states')?.value);
  for (const state of states?.properties.filter(isProperty) ?? []) {
    const child = objectOf(state.value);
    if (child) stripStateNode(out, child, false);
  }
}

const isCreateMachine = (node: Node) => {
  const callee = node.callee as Node;
  const name = callee.type === 'MemberExpression' ? (callee.property as Node).name : callee.name;
  return name === 'createMachine';
};

/** Calls `visit` for every node of the tree. */
function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

/**
 * A machine module without the words written for the flow lab: each `createMachine({...})` config
 * loses the `description` of its state nodes and of its root, and the `name`, `exampleInput` and
 * `words` entries of its root `meta` (the rest of `meta`, and all other code, stays as written). Undefined when there is nothing to remove.
 */
export function withoutMachineWords(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const out = new MagicString(code);
  walk(parseAst(code, { lang: 'ts' }), (node) => {
    if (node.type !== 'CallExpression' || !isCreateMachine(node)) return;
    const config = objectOf((node.arguments as Node[])[0]);
    if (config) stripStateNode(out, config, true);
  });
  if (!out.hasChanged()) return undefined;
  return { code: out.toString(), map: out.generateMap({ hires: true }) };
}

const MACHINES = `${path.sep}machines${path.sep}`;

/**
 * Builds without the flow lab ship the machines without their words: visitors never read them,
 * and they cost every first visit about 2 KB of gzip (docs/decisions/0016-words-only-in-lab-builds.md).
 * The sources keep them, so the lab, the development server and the tests read them as written.
 */
export function machineWordsOnlyInLab(): Plugin {
  return {
    name: 'aden-machine-words-only-in-lab',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]machines[\\/][^?]*\.ts$/ },
      handler(code, id) {
        if (!path.normalize(id).includes(MACHINES)) return null;
        return withoutMachineWords(code) ?? null;
      },
    },
  };
}
