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

/**
 * Keeps the lab's own controls from reaching the screen's fields: a press in the lab takes the focus
 * out of this window, and the form would validate on that blur ("Please input your email") where no
 * visitor's form does. A blur to nowhere is held for a moment and passed on only if this window still
 * has the focus then (the visitor pressed beside the field); a blur within the window passes at once.
 */
function useLabBlurStopped() {
  useEffect(() => {
    let passing = false;
    const hold = (event: FocusEvent) => {
      if (passing || event.relatedTarget !== null) return;
      event.stopPropagation();
      const { target } = event;
      setTimeout(() => {
        if (!document.hasFocus() || !target) return;
        passing = true;
        target.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
        passing = false;
      }, 0);
    };
    window.addEventListener('focusout', hold, true);
    return () => window.removeEventListener('focusout', hold, true);
  }, []);
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
              </ScreenBoundary>
            </AppActorsProvider>
          </Router>
          <StepToasts toasts={feed.toasts} />
        </>
      )}
    </SiteThemeProvider>
  );
}
