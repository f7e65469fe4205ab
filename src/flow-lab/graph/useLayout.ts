import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useCodeNames } from './codeNames';
import { type ChartNumbers, type DiagramLayout, layoutGraph } from './layout';
import { collapseGraph, machineGraph } from './machineGraph';

const NONE: ReadonlySet<string> = new Set();

/**
 * The machine's diagram laid out by ELK (asynchronous: ELK runs off the render), with the given
 * compound states closed, the code's names when the lab's switch shows them and a layer's numbers
 * (room is kept for them); null until the first layout is in (a new one replaces it when done).
 */
export function useLayout(
  machine: AnyStateMachine | null,
  collapsed: ReadonlySet<string> = NONE,
  numbers?: ChartNumbers,
): DiagramLayout | null {
  const codeNames = useCodeNames();
  const full = useMemo(() => (machine ? machineGraph(machine) : null), [machine]);
  const graph = useMemo(() => (full ? collapseGraph(full, collapsed) : null), [full, collapsed]);
  const [layout, setLayout] = useState<DiagramLayout | null>(null);
  useEffect(() => {
    let current = true;
    if (graph)
      layoutGraph(graph, { codeNames, numbers }).then((done) => {
        if (current) setLayout(done);
      });
    else setLayout(null);
    return () => {
      current = false;
    };
  }, [graph, codeNames, numbers]);
  return layout;
}
