import { TOAST_LIFETIME_FOREVER } from '@machines/constants';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Component, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyActorRef } from 'xstate';
import Toaster from '@/features/toasts/Toaster';
import { AppActorsProvider } from '@/lib/state/appActors';
import { toast } from '@/lib/ui/toast';
import { SiteThemeProvider } from '@/theme/SiteThemeProvider';
import { theme } from '@/theme/theme';
import { machineScreens } from './machineScreens';
import type { ScreenChannel, ScreenFeed } from './screenChannel';
import { screenPages } from './screenPages';

class ScreenBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.error)
      return (
        <Typography role="alert" sx={{ p: 2 }} color="error">
          The screen could not be drawn in this state: {this.state.error}
        </Typography>
      );
    return this.props.children;
  }
}

/** How long after drawing the card may still put the focus in its field (its dialog's code loading). */
const FIELD_FOCUSED_WITHIN_MS = 2000;

/** A blur the screen passes on to the site's form as the visitor's own, past the hold below. */
let passingBlur = false;

/**
 * Keeps the lab's own controls from reaching the screen's fields: a press in the lab takes the focus
 * out of this window, and the form would validate on that blur ("Please input your email") where no
 * visitor's form does. A blur to nowhere is held for a moment and passed on only if this window still
 * has the focus then (the visitor pressed beside the field); a blur within the window passes at once.
 */
function useLabBlurStopped() {
  useEffect(() => {
    const hold = (event: FocusEvent) => {
      if (passingBlur || event.relatedTarget !== null) return;
      event.stopPropagation();
      const { target } = event;
      setTimeout(() => {
        if (!document.hasFocus() || !target) return;
        passingBlur = true;
        target.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
        passingBlur = false;
      }, 0);
    };
    window.addEventListener('focusout', hold, true);
    return () => window.removeEventListener('focusout', hold, true);
  }, []);
}

/**
 * The visitor's press beside the form (Google's button) took the focus from the field the card puts
 * it in as it draws, maybe once the dialog's code is in: the field loses it, and checks itself, as on
 * the site.
 */
function FocusTakenFromField() {
  useEffect(() => {
    const takeFromField = () => {
      const field = document.activeElement;
      if (!(field instanceof HTMLInputElement)) return false;
      passingBlur = true;
      field.blur();
      passingBlur = false;
      return true;
    };
    if (takeFromField()) return;
    const stop = () => window.removeEventListener('focusin', onFocus, true);
    const onFocus = () => {
      if (takeFromField()) stop();
    };
    window.addEventListener('focusin', onFocus, true);
    // Only the card's own focusing as it draws: a field the person then presses into keeps the focus.
    const drawn = setTimeout(stop, FIELD_FOCUSED_WITHIN_MS);
    return () => {
      clearTimeout(drawn);
      stop();
    };
  }, []);
  return null;
}

/**
 * The shown step's toasts, raised through the site's own toaster as its effects raise them. They stay
 * while the step is shown (on the site they leave after 3 s): a person reading a state sees its toasts.
 */
function StepToasts({ toasts }: { toasts: ScreenFeed['toasts'] }) {
  useEffect(() => {
    for (const { message, type } of toasts.list) toast(message, type, TOAST_LIFETIME_FOREVER);
  }, [toasts]);
  // A fresh toaster for each step: the toasts of the step before leave with it, at once.
  return <Toaster key={toasts.key} />;
}

function FlowScreen({ machineId, actor }: { machineId: string; actor: AnyActorRef }) {
  const page = screenPages[machineId];
  const nothingShown = useSelector(actor, (snapshot) => page?.nothingShown?.(snapshot) ?? null);
  const screen = machineScreens[machineId];
  if (nothingShown)
    return (
      <Typography
        role="note"
        aria-label="Nothing of the flow on screen"
        color="text.secondary"
        sx={{ p: 3, maxWidth: 360, fontStyle: 'italic' }}
      >
        {nothingShown}
      </Typography>
    );
  return screen?.(actor) ?? null;
}

/**
 * The lab's screen, in a window of its own (frame.html) as wide as the device the lab shows: the
 * site's theme, providers, dialogs and toasts lay out by this window's width, as on a phone or a
 * desktop. It draws from the lab's actors, which the lab hands over through the channel.
 */
export function FramedScreen({ channel }: { channel: ScreenChannel }) {
  const feed = useSyncExternalStore(channel.subscribe, channel.current);
  const router = useMemo(() => memoryLocation({ path: '/' }), []);
  useLabBlurStopped();
  return (
    <SiteThemeProvider theme={theme}>
      <CssBaseline />
      {feed && (
        <>
          <Router hook={router.hook}>
            <AppActorsProvider actors={feed.actors}>
              <ScreenBoundary key={feed.drawing}>
                <FlowScreen machineId={feed.machineId} actor={feed.actor} />
                {feed.pressedBesideForm && <FocusTakenFromField />}
              </ScreenBoundary>
            </AppActorsProvider>
          </Router>
          <StepToasts toasts={feed.toasts} />
        </>
      )}
    </SiteThemeProvider>
  );
}
