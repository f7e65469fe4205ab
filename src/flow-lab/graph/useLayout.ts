import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type DiagramLayout, layoutGraph } from './layout';
import { machineGraph } from './machineGraph';

/** The machine's diagram laid out by ELK (asynchronous: ELK runs off the render); null meanwhile. */
export function useLayout(machine: AnyStateMachine | null): DiagramLayout | null {
  const graph = useMemo(() => (machine ? machineGraph(machine) : null), [machine]);
  const [layout, setLayout] = useState<DiagramLayout | null>(null);
  useEffect(() => {
    let current = true;
    setLayout(null);
    if (graph)
      layoutGraph(graph).then((done) => {
        if (current) setLayout(done);
      });
    return () => {
      current = false;
    };
  }, [graph]);
  return layout;
}
