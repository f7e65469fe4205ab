/**
 * Writes each machine's diagram to docs/flows/<id>.svg, drawn as the flow lab draws it
 * (npm run flows:svg; the build runs it too). tests/src/flow-lab/graph/flowSvg.test.ts fails while a
 * committed file differs.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { flowSvg } from '../../src/flow-lab/graph/flowSvg';
import { loadMachines } from '../build/viteImport';

export const FLOWS_DIR = path.resolve(import.meta.dirname, '../../docs/flows');

const machines = await loadMachines();
await mkdir(FLOWS_DIR, { recursive: true });
const wanted = new Set(machines.map((entry) => `${entry.id}.svg`));
// A machine that left the registry takes its drawing with it.
for (const file of await readdir(FLOWS_DIR))
  if (file.endsWith('.svg') && !wanted.has(file)) await rm(path.join(FLOWS_DIR, file));
for (const entry of machines)
  await writeFile(path.join(FLOWS_DIR, `${entry.id}.svg`), await flowSvg(entry.machine));
console.log(`Wrote ${machines.length} diagrams to ${path.relative(process.cwd(), FLOWS_DIR)}`);
