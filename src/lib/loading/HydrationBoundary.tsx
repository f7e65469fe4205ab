import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

/**
 * A Suspense boundary that reports when its content has hydrated. React hydrates each boundary in a
 * pass of its own, and drops a click on a part whose pass has started but not committed
 * (facebook/react#15446): the press capture keeps recording until every part has committed
 * (`whenAllPartsHydrated`). Every boundary of the site is one of these, so none hydrates unseen.
 */

interface Part {
  hydrated: boolean;
}

const waiting = new Set<Part>();
let onAllHydrated: (() => void) | null = null;

function settle(): void {
  if (!onAllHydrated || waiting.size > 0) return;
  const done = onAllHydrated;
  onAllHydrated = null;
  done();
}

/**
 * Rendered last inside the boundary: its layout effect runs when the boundary's content commits, after
 * those of the content, where the boundaries nested in it register.
 */
function PartCommitted({ part }: { part: Part }) {
  useLayoutEffect(() => {
    part.hydrated = true;
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

export function HydrationBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const [part] = useState<Part>(() => ({ hydrated: false }));
  // Runs at the commit of the tree around the boundary: after the content's own effect when both
  // commit together, so a part that hydrated at once is never counted as waiting.
  useLayoutEffect(() => {
    if (!part.hydrated) waiting.add(part);
    return () => {
      waiting.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartCommitted part={part} />
    </Suspense>
  );
}

/**
 * Calls `done` once no boundary committed so far waits for its content: at once if none does. Call it
 * after the root's commit (the boundaries inside a part register as that part commits, before it
 * reports). One caller at a time; a later call replaces an earlier one's `done`.
 */
export function whenAllPartsHydrated(done: () => void): void {
  onAllHydrated = done;
  settle();
}
