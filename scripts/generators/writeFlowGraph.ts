/**
 * Writes the counted flows' graph to contract/flow-graph.json (npm run flows:graph; the build
 * runs it too), so the server checks reported steps against the machines without importing them.
 * tests/scripts/generators/flowGraph.test.ts fails while the committed file differs.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadMachines } from '../build/viteImport';
import { flowGraphOf, flowGraphText } from './flowGraphData';

export const FLOW_GRAPH_FILE = path.resolve(import.meta.dirname, '../../contract/flow-graph.json');

const graph = flowGraphOf(await loadMachines());
await writeFile(FLOW_GRAPH_FILE, flowGraphText(graph));
console.log(
  `Wrote the graph of ${Object.keys(graph.flows).length} flows to ${path.relative(process.cwd(), FLOW_GRAPH_FILE)}`,
);
