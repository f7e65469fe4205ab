import MuiTouchRipple, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, type RefAttributes, useState, useSyncExternalStore } from 'react';
import { firstIntent } from '@/lib/firstIntent';

// The component ButtonBase renders; its declaration file types it as the render function inside.
const TouchRipple = MuiTouchRipple as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

const notOnTheServer = () => false;

/**
 * MUI writes the styles of its press ripple (its classes and keyframes) the first time any button of
 * the page is pressed, in that press's task, and the style sheet's change restyles the page before the
 * press can paint (about 30 ms of a menu's or a dialog's opening with the CPU slowed down four times).
 * Once the visitor shows intent, one ripple starts here, out of sight, so those styles are written
 * while the browser is idle; then this leaves the page.
 */
export function RippleStylesAhead() {
  const wanted = useSyncExternalStore(firstIntent.subscribe, firstIntent.shown, notOnTheServer);
  const [written, setWritten] = useState(false);
  if (!wanted || written) return null;
  return (
    <span aria-hidden style={{ position: 'fixed', width: 0, height: 0, overflow: 'hidden' }}>
      <TouchRipple
        center
        ref={(ripple: TouchRippleActions | null) => {
          if (ripple) startAndStop(ripple, () => setWritten(true));
        }}
      />
    </span>
  );
}

/**
 * Starts a ripple and ends it at once; `done` runs after the render that drew it (its styles written).
 * TouchRipple calls an action's callback after its next render, and the mount's own render counts: the
 * start's callback comes before the ripple is drawn, the stop's after. It forgets the pending callback
 * right after calling one, so the stop is asked for once that call has returned.
 */
function startAndStop(ripple: TouchRippleActions, done: () => void) {
  ripple.start(undefined, undefined, () => queueMicrotask(() => ripple.stop(undefined, done)));
}
