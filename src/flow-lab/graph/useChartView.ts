import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import { drawingBounds, statesToClose } from './fitting';
import { type DiagramLayout, type PlacedState, SMALLEST_FONT } from './layout';

export interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
/** The smallest label a person can read, in CSS pixels: Fit never goes below it, zoom says so. */
export const LEGIBLE_PX = 9;
export const READABLE_SCALE = LEGIBLE_PX / SMALLEST_FONT;
const MARGIN = 8;
const PAN_STEP = 60;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The chart's pan and zoom in its frame. Fit frames everything drawn, with labels no smaller than
 * 9 px: a chart too large for that closes groups (`onClose`), never one the person opened, and fits
 * again when the new layout comes; one still too large with none left to close is shown whole,
 * under 9 px, and the frame's note says to zoom in. The chart opens fitted and fits again when the frame changes
 * size; a layout the person asked for (a group opened or closed, a layer's numbers) is refitted
 * without closing anything. After each step the active state is brought into view.
 */
export function useChartView({
  layout,
  active,
  onToggle,
  onClose,
}: {
  layout: DiagramLayout;
  active: ReadonlySet<string>;
  onToggle?: ((stateId: string) => void) | undefined;
  onClose?: ((stateIds: readonly string[]) => void) | undefined;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  // The first fit may close groups; after that, only Fit and a change of the frame's size do.
  const closing = useRef(true);
  // Said on the frame (aria-busy) while Fit waits for a layout with groups closed: the chart is
  // drawn again when it comes, so nothing on it is final before.
  const [settling, setSettling] = useState(true);
  const latestActive = useRef(active);
  latestActive.current = active;
  const opened = useRef(new Set<string>());
  const fittedSize = useRef({ width: 0, height: 0 });

  const fitView = useCallback(
    (mayClose: boolean) => {
      const box = frame.current?.getBoundingClientRect();
      if (!box || layout.width === 0 || box.width === 0) return;
      fittedSize.current = { width: box.width, height: box.height };
      const bounds = drawingBounds(layout);
      const width = bounds.right - bounds.left;
      const height = bounds.bottom - bounds.top;
      const whole = Math.min((box.width - 2 * MARGIN) / width, (box.height - 2 * MARGIN) / height, 1.2);
      if (whole < READABLE_SCALE && mayClose && onClose) {
        const close = statesToClose(layout, latestActive.current, opened.current);
        if (close.length > 0) {
          closing.current = true;
          setSettling(true);
          onClose(close);
          return;
        }
      }
      closing.current = false;
      setSettling(false);
      // With nothing left to close, Fit shows the whole chart even under 9 px (the note says so);
      // a layout the person asked for keeps 9 px and scrolls.
      const scale = mayClose ? whole : Math.max(READABLE_SCALE, whole);
      const centred = (room: number, size: number) => Math.max(MARGIN, (room - size * scale) / 2);
      setView({
        scale,
        x: centred(box.width, width) - bounds.left * scale,
        y: centred(box.height, height) - bounds.top * scale,
      });
    },
    [layout, onClose],
  );
  const fitAll = useCallback(() => fitView(true), [fitView]);
  useEffect(() => fitView(closing.current), [fitView]);

  // A pane that changes size (the screen's column wider or narrower, the window) is fitted again.
  const latestFit = useRef(fitAll);
  latestFit.current = fitAll;
  useEffect(() => {
    const element = frame.current;
    // Without ResizeObserver (jsdom), the chart is fitted on opening and on Fit only.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.contentRect;
      const before = fittedSize.current;
      if (!size || (Math.abs(size.width - before.width) < 1 && Math.abs(size.height - before.height) < 1))
        return;
      latestFit.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A group the person opens stays open when Fit closes groups; one they close may be closed again.
  const toggle = useCallback(
    (stateId: string) => {
      const shown = layout.states.find((state) => state.id === stateId);
      if (shown?.collapsed) opened.current.add(stateId);
      else opened.current.delete(stateId);
      onToggle?.(stateId);
    },
    [layout, onToggle],
  );

  // After a step or a "Go to", the active state comes into view if it is not.
  const activeKey = [...active].sort().join(' ');
  useEffect(() => {
    const box = frame.current?.getBoundingClientRect();
    const target = activeBounds(layout.states, latestActive.current);
    if (!box || !target || activeKey === '') return;
    setView((current) => {
      const left = current.x + target.x * current.scale;
      const top = current.y + target.y * current.scale;
      const right = left + target.width * current.scale;
      const bottom = top + target.height * current.scale;
      if (left >= 0 && top >= 0 && right <= box.width && bottom <= box.height) return current;
      return {
        ...current,
        x: box.width / 2 - (target.x + target.width / 2) * current.scale,
        y: box.height / 2 - (target.y + target.height / 2) * current.scale,
      };
    });
  }, [activeKey, layout]);

  const { dragging, zoomCentre, frameEvents } = useFrameGestures(frame, view, setView, fitAll);

  return {
    frame,
    view,
    settling,
    dragging,
    fitAll,
    zoomCentre,
    toggle: onToggle ? toggle : undefined,
    frameEvents,
  };
}

/**
 * The frame's gestures: the wheel pans (with Ctrl or a pinch, zooms at the pointer), the keys zoom,
 * pan and fit, and a drag on the bare drawing pans.
 */
function useFrameGestures(
  frame: RefObject<HTMLDivElement | null>,
  view: View,
  setView: Dispatch<SetStateAction<View>>,
  fitAll: () => void,
) {
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const zoomAt = (factor: number, cx: number, cy: number) =>
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      const ratio = scale / current.scale;
      return { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });
  const zoomCentre = (factor: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) zoomAt(factor, box.width / 2, box.height / 2);
  };
  const pan = (dx: number, dy: number) =>
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  // The wheel scrolls the drawing; with Ctrl (or a pinch, which browsers send as Ctrl+wheel) it zooms.
  const onWheel = (event: WheelEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    if (event.ctrlKey || event.metaKey)
      zoomAt(event.deltaY < 0 ? 1.1 : 1 / 1.1, event.clientX - box.left, event.clientY - box.top);
    else pan(-event.deltaX, -event.deltaY);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      '+': () => zoomCentre(1.25),
      '=': () => zoomCentre(1.25),
      '-': () => zoomCentre(0.8),
      '0': fitAll,
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => {
    // Buttons (zoom, edges, collapse) keep their clicks: only the bare drawing starts a drag.
    if ((event.target as Element).closest('button, [role="button"]')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    setView({
      ...start.view,
      x: start.view.x + event.clientX - start.x,
      y: start.view.y + event.clientY - start.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return {
    dragging: drag.current !== null,
    zoomCentre,
    frameEvents: { onWheel, onKeyDown, onPointerDown, onPointerMove, onPointerUp },
  };
}

/** The box around the innermost active states (those with no active child drawn). */
function activeBounds(states: readonly PlacedState[], active: ReadonlySet<string>) {
  const shown = states.filter((state) => active.has(state.id));
  const shownIds = new Set(shown.map((state) => state.id));
  const innermost = shown.filter((state) => !state.childIds.some((id) => shownIds.has(id)));
  if (innermost.length === 0) return null;
  const x = Math.min(...innermost.map((state) => state.x));
  const y = Math.min(...innermost.map((state) => state.y));
  const right = Math.max(...innermost.map((state) => state.x + state.width));
  const bottom = Math.max(...innermost.map((state) => state.y + state.height));
  return { x, y, width: right - x, height: bottom - y };
}
